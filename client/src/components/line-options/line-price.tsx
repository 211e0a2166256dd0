import { linePriceLabels } from '@/lib/line-options';
import styles from './line-options.module.css';

/** "298,000원 × 2" beside (or, `stacked`, above) the line total "596,000원": one piece with its options, so the numbers add up. */
export interface LinePriceProps {
  each: number;
  count: number;
  total: number;
  /** One above the other, right-aligned (the cart drawer's narrow column). */
  stacked?: boolean;
  /** Across the whole row: one piece × count at the left, the total at the right. */
  spread?: boolean;
}

export function LinePrice({ each, count, total, stacked = false, spread = false }: LinePriceProps) {
  const labels = linePriceLabels(each, count, total);
  return (
    <span className={[styles.price, stacked ? styles.stacked : '', spread ? styles.spread : ''].filter(Boolean).join(' ')}>
      <span className={styles.each} data-testid="line-each">
        {labels.each}
      </span>
      <strong className={styles.total} data-testid="line-total">
        {labels.total}
      </strong>
    </span>
  );
}
