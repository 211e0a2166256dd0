import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import listStyles from '../routes/coupons.module.css';
import styles from './coupon-card.module.css';

/** Two coupon tickets (a page holds 2) drawn in the cards' own boxes while the list loads. */
export function CouponListSkeleton() {
  return (
    <LoadingShapes label="쿠폰 목록을 불러오는 중">
      <ul className={listStyles.coupons}>
        {[0, 1].map((row) => (
          <li key={row} className={styles.card}>
            <div className={styles.discount}>
              <span className={styles.amount}>
                <Bone width="3.5em" />
              </span>
              <span className={styles.off}>OFF</span>
            </div>
            <div className={styles.body}>
              <p className={styles.name}>
                <Bone width="60%" />
              </p>
              <dl className={styles.terms}>
                <div>
                  <dt>사용 조건</dt>
                  <dd>
                    <Bone width="8em" />
                  </dd>
                </div>
                <div>
                  <dt>사용 기한</dt>
                  <dd>
                    <Bone width="7em" />
                  </dd>
                </div>
              </dl>
            </div>
            <p className={styles.state}>
              <Bone width="3em" />
            </p>
          </li>
        ))}
      </ul>
    </LoadingShapes>
  );
}
