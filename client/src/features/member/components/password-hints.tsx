import { PASSWORD_RULES } from '../utils/password-rules';
import styles from './member-form.module.css';

/** 숫자 포함 · 특수문자 포함 · 8자 이상, each marked once the typed password meets it. */
export function PasswordHints({ password }: { password: string }) {
  return (
    <ul className={styles.hints} aria-label="비밀번호 조건">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? styles.met : ''} data-met={met}>
            <span aria-hidden="true" className={styles.hintMark} />
            {rule.label}
            <span className="sr-only">{met ? ' 충족' : ' 미충족'}</span>
          </li>
        );
      })}
    </ul>
  );
}
