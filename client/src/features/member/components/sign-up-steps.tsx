import styles from './sign-up-steps.module.css';

const STEPS = ['본인인증', '정보입력', '가입완료'] as const;

/** 01 본인인증 — 02 정보입력 — 03 가입완료, the current one marked. */
export function SignUpSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className={styles.steps} aria-label="회원가입 단계">
      {STEPS.map((label, index) => {
        const step = index + 1;
        return (
          <li
            key={label}
            className={`${styles.step} ${step === current ? styles.current : ''} ${step < current ? styles.done : ''}`}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className={styles.number}>{String(step).padStart(2, '0')}</span>
            <span className={styles.label}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
