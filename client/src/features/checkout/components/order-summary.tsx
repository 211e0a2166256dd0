import { formatWon } from '@/lib/format';
import type { Quote } from '../types';
import styles from './order-summary.module.css';

const minus = (n: number) => (n > 0 ? `-${formatWon(n)}` : '0원');

/** The server's totals: goods, shipping, coupon, points and what is paid. */
export function OrderSummary({ quote, busy = false }: { quote: Quote | undefined; busy?: boolean }) {
  return (
    <section className={styles.summary} aria-label="결제 금액" aria-busy={busy}>
      <h2 className={styles.title}>결제 금액</h2>
      <dl className={styles.rows}>
        <div className={styles.rowItem}>
          <dt>상품 금액</dt>
          <dd data-testid="summary-goods">{quote ? formatWon(quote.goodsTotal) || '0원' : '—'}</dd>
        </div>
        <div className={styles.rowItem}>
          <dt>배송비</dt>
          <dd data-testid="summary-shipping">{quote ? (quote.shippingFee > 0 ? formatWon(quote.shippingFee) : '무료') : '—'}</dd>
        </div>
        <div className={styles.rowItem}>
          <dt>쿠폰 할인{quote?.couponName ? <span className={styles.sub}>{quote.couponName}</span> : null}</dt>
          <dd data-testid="summary-coupon">{quote ? minus(quote.couponDiscount) : '—'}</dd>
        </div>
        <div className={styles.rowItem}>
          <dt>포인트 사용</dt>
          <dd data-testid="summary-points">{quote ? minus(quote.pointsUsed) : '—'}</dd>
        </div>
        <div className={`${styles.rowItem} ${styles.total}`}>
          <dt>총 결제 금액</dt>
          <dd data-testid="summary-total">{quote ? formatWon(quote.total) || '0원' : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
