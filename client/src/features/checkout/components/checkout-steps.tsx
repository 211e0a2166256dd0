import styles from './checkout-steps.module.css';

export const CHECKOUT_STEPS = ['주문 정보', '배송 정보', '결제 수단', '주문 완료'] as const;

/** The four-step indicator; `current` is 0-based. */
export function CheckoutSteps({ current }: { current: number }) {
  return (
    <nav aria-label="주문 단계" className={styles.nav}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((label, index) => (
          <li
            key={label}
            className={`${styles.step} ${index === current ? styles.current : ''} ${index < current ? styles.done : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.label}>{label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
