import { formatWon } from '@/lib/format';
import styles from './order-lines.module.css';

export interface OrderLineView {
  key: string;
  goodsName: string;
  thumbSrc: string;
  options: { label: string }[];
  amount: number;
  lineTotal: number;
}

/** The goods being ordered: each line with its options, quantity and price. */
export function OrderLines({ lines }: { lines: OrderLineView[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.key} className={styles.line}>
          <img className={styles.thumb} src={line.thumbSrc} alt="" width={72} height={90} />
          <div className={styles.body}>
            <p className={styles.name}>{line.goodsName}</p>
            {line.options.length > 0 && (
              <ul className={styles.options}>
                {line.options.map((option) => (
                  <li key={option.label}>{option.label}</li>
                ))}
              </ul>
            )}
            <p className={styles.meta}>
              <span>수량 {line.amount}개</span>
              <strong>{formatWon(line.lineTotal) || '0원'}</strong>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
