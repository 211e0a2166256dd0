import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { paths } from '@/config/paths';
import styles from './consent-list.module.css';

export type ConsentKey = 'age' | 'terms' | 'privacy' | 'marketing' | 'news';
export type Consents = Record<ConsentKey, boolean>;

export const NO_CONSENTS: Consents = { age: false, terms: false, privacy: false, marketing: false, news: false };
export const REQUIRED_CONSENTS: ConsentKey[] = ['age', 'terms', 'privacy'];

const ITEMS: { key: ConsentKey; label: string; required: boolean; href?: string }[] = [
  { key: 'age', label: '만 14세 이상입니다', required: true },
  { key: 'terms', label: '이용약관 동의', required: true, href: paths.termsOfUse.getHref() },
  { key: 'privacy', label: '개인정보 수집 및 이용 동의', required: true, href: paths.privacyPolicy.getHref() },
  { key: 'marketing', label: '마케팅 정보 수신 동의', required: false },
  { key: 'news', label: '신상품 및 소식 수신 동의', required: false },
];

/** The five sign-up consents under an all-agree box that sets or clears every one of them. */
export function ConsentList({ value, onChange }: { value: Consents; onChange: (next: Consents) => void }) {
  const all = ITEMS.every((item) => value[item.key]);
  const setAll = (checked: boolean) => onChange({ age: checked, terms: checked, privacy: checked, marketing: checked, news: checked });

  return (
    <fieldset className={styles.consents}>
      <legend className="sr-only">약관 동의</legend>
      <Checkbox tone="strong" checked={all} onChange={(event) => setAll(event.target.checked)}>
        전체 동의
        <span className={styles.allNote}>선택 항목을 포함한 모든 약관에 동의합니다.</span>
      </Checkbox>
      <ul className={styles.items}>
        {ITEMS.map((item) => (
          <li key={item.key} className={styles.item}>
            <Checkbox checked={value[item.key]} onChange={(event) => onChange({ ...value, [item.key]: event.target.checked })}>
              <span className={styles.tag}>{item.required ? '[필수]' : '[선택]'}</span> {item.label}
            </Checkbox>
            {item.href && (
              <Link to={item.href} target="_blank" rel="noopener" className={styles.view} aria-label={`${item.label} 내용 보기`}>
                보기
              </Link>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
