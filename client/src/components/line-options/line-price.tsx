import { linePriceLabels } from '@/lib/line-options';
import styles from './line-options.module.css';

/** "298,000원 × 2" beside the line total "596,000원": one piece with its options, so the numbers add up. */
export function LinePrice({ each, count, total }: { each: number; count: number; total: number }) {
  const labels = linePriceLabels(each, count, total);
  return (
    <span className={styles.price}>
      <span className={styles.each} data-testid="line-each">
        {labels.each}
      </span>
      <strong className={styles.total} data-testid="line-total">
        {labels.total}
      </strong>
    </span>
  );
}
