import { useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Modal } from '@/components/ui/modal/modal';
import type { CheckoutConsents, ConsentKey } from '../store/checkout-slice';
import type { LegalDocumentKind } from './checkout-environment';
import styles from './order-consents.module.css';

const ITEMS: { key: ConsentKey; label: string; document?: LegalDocumentKind; documentTitle?: string }[] = [
  { key: 'age', label: '만 14세 이상입니다.' },
  { key: 'terms', label: '이용약관에 동의합니다.', document: 'terms', documentTitle: '이용약관' },
  { key: 'privacy', label: '개인정보 수집·이용에 동의합니다.', document: 'privacy', documentTitle: '개인정보 수집·이용' },
  {
    key: 'madeToOrder',
    label: '주문 후 제작되는 상품으로, 단순 변심에 의한 교환·반품이 제한됨을 확인하고 동의합니다.',
  },
];

export interface OrderConsentsProps {
  value: CheckoutConsents;
  onChange: (next: CheckoutConsents) => void;
  renderDocument: (kind: LegalDocumentKind) => ReactNode;
}

/** The four required order consents under an all-agree box; terms and privacy open in a small popup. */
export function OrderConsents({ value, onChange, renderDocument }: OrderConsentsProps) {
  const [reading, setReading] = useState<(typeof ITEMS)[number] | null>(null);
  const all = ITEMS.every((item) => value[item.key]);
  const setAll = (checked: boolean) => onChange({ age: checked, terms: checked, privacy: checked, madeToOrder: checked });

  return (
    <fieldset className={styles.consents}>
      <legend className={styles.legend}>주문 동의</legend>
      <Checkbox tone="strong" checked={all} onChange={(event) => setAll(event.target.checked)}>
        전체 동의
        <span className={styles.allNote}>아래 필수 항목에 모두 동의합니다.</span>
      </Checkbox>
      <ul className={styles.items}>
        {ITEMS.map((item) => (
          <li key={item.key} className={styles.item}>
            <Checkbox checked={value[item.key]} onChange={(event) => onChange({ ...value, [item.key]: event.target.checked })}>
              <span className={styles.tag}>[필수]</span> {item.label}
            </Checkbox>
            {item.document && (
              <button type="button" className={styles.view} onClick={() => setReading(item)} aria-label={`${item.documentTitle} 내용 보기`}>
                보기
              </button>
            )}
          </li>
        ))}
      </ul>
      <Modal open={reading !== null} onClose={() => setReading(null)} title={reading?.documentTitle ?? ''} eyebrow="약관">
        {reading?.document && <div className={styles.document}>{renderDocument(reading.document)}</div>}
      </Modal>
    </fieldset>
  );
}
