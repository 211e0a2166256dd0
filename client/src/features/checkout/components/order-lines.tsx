import { LineOptions } from '@/components/line-options/line-options';
import { LinePrice } from '@/components/line-options/line-price';
import type { LineOptionView } from '@/lib/line-options';
import styles from './order-lines.module.css';

export interface OrderLineView {
  key: string;
  goodsName: string;
  thumbSrc: string;
  options: LineOptionView[];
  /** One piece: the goods with its options. */
  each: number;
  amount: number;
  lineTotal: number;
}

/** The goods being ordered: each line with its options and texts, one piece × quantity, and the line's price. */
export function OrderLines({ lines }: { lines: OrderLineView[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.key} className={styles.line}>
          <img className={styles.thumb} src={line.thumbSrc} alt="" width={72} height={90} />
          <div className={styles.body}>
            <p className={styles.name}>{line.goodsName}</p>
            <LineOptions options={line.options} />
            <p className={styles.meta}>
              <LinePrice spread each={line.each} count={line.amount} total={line.lineTotal} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
