import { dispatchEstimateText, type OrderProduction as Production, PRODUCTION_STAGES, PRODUCTION_STAGE_LABELS, stageIndex, stageLabel } from '@/lib/production';
import styles from './order-production.module.css';

/**
 * A made-to-order order while the workshop makes it: the stage it is at among the five, and the estimated dispatch
 * days (Korean business days, counted by the server when it was paid). My Page's order detail and the checkout's
 * complete page show it; orders off the board (`production` null) show nothing.
 */
export function OrderProduction({ production }: { production: Production }) {
  const current = stageIndex(production.stage);
  return (
    <div className={styles.production} data-testid="order-production">
      <p className={styles.summary}>
        제작 단계: <strong>{production.stageLabel || stageLabel(production.stage)}</strong> ·{' '}
        <span data-testid="dispatch-days">{dispatchEstimateText(production)}</span>
      </p>
      <ol className={styles.steps} aria-label="제작 단계">
        {PRODUCTION_STAGES.map((stage, index) => (
          <li
            key={stage}
            className={index < current ? styles.done : index === current ? styles.current : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {PRODUCTION_STAGE_LABELS[stage]}
          </li>
        ))}
      </ol>
      <p className={styles.note}>영업일(주말·공휴일 제외) 기준 예상일이며, 제작 상황에 따라 달라질 수 있습니다.</p>
    </div>
  );
}
