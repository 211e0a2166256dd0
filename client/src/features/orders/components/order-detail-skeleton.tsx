import { Fragment } from 'react';
import { Bone, LoadingShapes } from '@/components/ui/skeleton/skeleton';
import styles from '../routes/orders.module.css';

/** The detail's blocks as they will stand (titles, one goods line, the facts' rows), bones in place of the answers. */
const BLOCKS: { title: string; rows: string[] }[] = [
  { title: '주문 정보', rows: ['주문일', '주문번호', '주문 상태'] },
  { title: '결제 금액', rows: ['상품 금액', '배송비', '쿠폰 할인', '적립금 사용', '결제 금액'] },
  { title: '배송 정보', rows: ['받는 분', '연락처', '주소', '요청사항'] },
];

function Facts({ rows }: { rows: string[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map((label) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>
            <Bone width="8em" />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** /mypage/order/:orderId while the order loads (the ScreenHead above it is the page's own). */
export function OrderDetailSkeleton() {
  const [info, amount, shipping] = BLOCKS;
  return (
    <LoadingShapes label="주문 정보를 불러오는 중">
      <div className={styles.page}>
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{info.title}</h2>
          <Facts rows={info.rows} />
        </section>
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>주문 상품</h2>
          <ul className={styles.lines}>
            <li className={styles.line}>
              <Bone width={72} height={90} />
              <div className={styles.lineBody}>
                <p className={styles.goodsName}>
                  <Bone width="55%" />
                </p>
                <p className={styles.lineMeta}>
                  <Bone width="9em" />
                </p>
              </div>
            </li>
          </ul>
        </section>
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{amount.title}</h2>
          <Facts rows={amount.rows} />
        </section>
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>{shipping.title}</h2>
          <Facts rows={shipping.rows} />
        </section>
      </div>
    </LoadingShapes>
  );
}
