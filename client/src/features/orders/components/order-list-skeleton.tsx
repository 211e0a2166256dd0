import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import styles from '../routes/orders.module.css';

/** The order list's two rows (a page holds 2) in the rows' own boxes, while the list loads. */
export function OrderListSkeleton() {
  return (
    <LoadingShapes label="주문 내역을 불러오는 중">
      <ul className={styles.orders}>
        {[0, 1].map((row) => (
          <li key={row} className={styles.order}>
            <div className={styles.orderLink}>
              <p className={styles.orderHead}>
                <Bone width="5.5em" />
                <Bone width="9em" />
              </p>
              <div className={styles.orderBody}>
                <Bone width={72} height={72} />
                <div className={styles.orderText}>
                  <p className={styles.goodsName}>
                    <Bone width="60%" />
                  </p>
                  <p className={styles.amount}>
                    <Bone width="6em" />
                  </p>
                </div>
                <p className={styles.status}>
                  <Bone width="3.5em" />
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </LoadingShapes>
  );
}
