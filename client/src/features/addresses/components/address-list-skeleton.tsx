import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import listStyles from '../routes/addresses.module.css';
import styles from './address-card.module.css';

/** Two address cards drawn in the cards' own boxes while the book loads. */
export function AddressListSkeleton() {
  return (
    <LoadingShapes label="배송지를 불러오는 중">
      <ul className={listStyles.addresses}>
        {[0, 1].map((row) => (
          <li key={row} className={styles.card}>
            <div className={styles.head}>
              <p className={styles.label}>
                <Bone width="4em" />
              </p>
            </div>
            <dl className={styles.facts}>
              <dd>
                <Bone width="12em" />
              </dd>
              <dd>
                <Bone width="70%" />
              </dd>
            </dl>
            <div className={styles.actions}>
              <Bone width="6em" height={34} />
              <Bone width="3.5em" height={34} />
            </div>
          </li>
        ))}
      </ul>
    </LoadingShapes>
  );
}
