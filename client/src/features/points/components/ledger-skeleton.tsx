import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import styles from '../routes/points.module.css';

/** Three ledger rows drawn in the rows' own grid while the ledger loads. */
export function LedgerSkeleton() {
  return (
    <LoadingShapes label="적립금 내역을 불러오는 중">
      <ul className={styles.rows}>
        {[0, 1, 2].map((row) => (
          <li key={row} className={styles.row}>
            <span className={styles.date}>
              <Bone width="5.5em" />
            </span>
            <span className={styles.kind}>
              <Bone width="2em" />
            </span>
            <span className={styles.reason}>
              <Bone width="50%" />
            </span>
            <span className={styles.amount}>
              <Bone width="4em" />
            </span>
          </li>
        ))}
      </ul>
    </LoadingShapes>
  );
}
