import { useEffect, useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { lineKey, lineTotal, unitPrice } from '@/lib/line-item';
import { selectCheckout, selectPaymentGoods } from '../store/checkout-selectors';
import { useCouponListQuery } from '../api/checkout-api';
import { useCheckoutEnvironment } from '../components/checkout-environment';
import { OrderConsents } from '../components/order-consents';
import { OrderLines, type OrderLineView } from '../components/order-lines';
import { OrderSummary } from '../components/order-summary';
import { checkoutTitle, useCheckoutQuote } from '../hooks/use-checkout-quote';
import { checkoutChosen } from '../store/checkout-slice';

import { clearCoupon, setCoupon, setPrice } from '../store/price-slice';
import { couponDiscountLabel, eligibleCoupons } from '../utils/coupons';
import { MINIMUM_POINTS, usablePoints } from '../utils/points';
import styles from './checkout.module.css';

/** Points typed settle for this long before the server prices them again. */
const POINTS_SETTLE_MS = 350;

/** /payment/order-info: the orderer, the goods, coupon and points priced by the server, and the four consents. */
export default function OrderInfoPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { orderer, renderLegalDocument } = useCheckoutEnvironment();
  const items = useSelector(selectPaymentGoods);
  const { consents, couponId, point } = useSelector(selectCheckout);
  const settledPoint = useDebouncedValue(point, POINTS_SETTLE_MS);
  const { quote, current, error, isFetching } = useCheckoutQuote(orderer.id, items, couponId, settledPoint);
  const guest = Boolean(orderer.guest);
  // Coupons and points are members' (the server refuses them to a guest): a guest is not offered them.
  const { data: coupons = [] } = useCouponListQuery(orderer.id, { skip: guest });
  const couponSelectId = useId();
  const pointsNoteId = useId();

  const goodsTotal = quote?.goodsTotal ?? items.reduce((sum, item) => sum + lineTotal(item), 0);
  const offeredCoupons = useMemo(() => eligibleCoupons(coupons, goodsTotal), [coupons, goodsTotal]);
  const balance = quote?.pointBalance ?? 0;
  const maxPoints = usablePoints(balance, goodsTotal, quote?.couponDiscount ?? 0);
  const allConsented = Object.values(consents).every(Boolean);

  // The persisted price state follows the server's quote.
  useEffect(() => {
    if (!quote) return;
    dispatch(setPrice(quote.goodsTotal));
    if (quote.couponName) dispatch(setCoupon({ couponName: quote.couponName, couponPrice: quote.couponDiscount }));
    else dispatch(clearCoupon());
  }, [dispatch, quote]);

  const lines: OrderLineView[] = items.map((item, index) => ({
    key: lineKey(item),
    goodsName: item.goodsName,
    thumbSrc: item.thumb_src,
    // The server's quote when it has answered, the cart's own arithmetic until then: either way each × count = total.
    options: item.options,
    each: quote?.lines[index]?.eachPrice ?? unitPrice(item),
    amount: item.count,
    lineTotal: quote?.lines[index]?.lineTotal ?? lineTotal(item),
  }));

  return (
    <>
      <h1 className={styles.title}>{checkoutTitle(items)}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="orderer-title">
            <h2 id="orderer-title" className={styles.sectionTitle}>
              주문자 정보
            </h2>
            <dl className={styles.readOnly}>
              <dt>이메일</dt>
              <dd>{orderer.email}</dd>
              <dt>이름</dt>
              <dd>{orderer.memberName}</dd>
              <dt>연락처</dt>
              <dd>{orderer.phone}</dd>
            </dl>
            <p className={styles.note}>
              {guest ? '비회원 주문: 인증하신 휴대폰 번호로 주문 확인 문자를 보내 드립니다.' : '주문자 정보는 마이페이지의 회원 정보에서 바꿀 수 있습니다.'}
            </p>
          </section>

          <section className={styles.section} aria-labelledby="goods-title">
            <h2 id="goods-title" className={styles.sectionTitle}>
              주문 상품 {items.length}건
            </h2>
            <OrderLines lines={lines} />
          </section>

          {!guest && (
          <section className={styles.section} aria-labelledby="discount-title">
            <h2 id="discount-title" className={styles.sectionTitle}>
              할인
            </h2>
            <div>
              <label htmlFor={couponSelectId} className={styles.fieldLabel}>
                쿠폰
              </label>
              <Select
                id={couponSelectId}
                value={couponId ?? ''}
                onChange={(event) => dispatch(checkoutChosen({ couponId: event.target.value ? Number(event.target.value) : null }))}
              >
                <option value="">{offeredCoupons.length > 0 ? '쿠폰을 선택해주세요' : '사용할 수 있는 쿠폰이 없습니다'}</option>
                {offeredCoupons.map((coupon) => (
                  <option key={coupon.id} value={coupon.id}>
                    {coupon.couponName} · {couponDiscountLabel(coupon)}
                  </option>
                ))}
              </Select>
            </div>
            {balance >= MINIMUM_POINTS ? (
              <div className={styles.row}>
                <TextField
                  label="포인트"
                  inputMode="numeric"
                  value={point ? String(point) : ''}
                  placeholder="0"
                  onChange={(event) => {
                    const typed = Number(event.target.value.replace(/\D/g, '') || 0);
                    dispatch(checkoutChosen({ point: Math.min(typed, maxPoints) }));
                  }}
                  aria-describedby={pointsNoteId}
                />
                <Button variant="outline" className={styles.rowButton} onClick={() => dispatch(checkoutChosen({ point: maxPoints }))}>
                  전액 사용
                </Button>
                <p id={pointsNoteId} className={styles.note}>
                  보유 {balance.toLocaleString('ko-KR')}포인트 · 최대 {maxPoints.toLocaleString('ko-KR')}포인트 사용 가능
                </p>
              </div>
            ) : (
              <p className={styles.note} data-testid="points-unavailable">
                포인트는 {MINIMUM_POINTS}포인트 이상 보유 시 사용할 수 있습니다.
                {quote ? ` (보유 ${balance.toLocaleString('ko-KR')}포인트)` : ''}
              </p>
            )}
          </section>
          )}

          <OrderConsents value={consents} onChange={(next) => dispatch(checkoutChosen({ consents: next }))} renderDocument={renderLegalDocument} />
        </div>

        <aside className={styles.aside}>
          <OrderSummary quote={quote} busy={isFetching} />
          {error && (
            <p className={styles.message} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button size="lg" block disabled={!allConsented || !current} onClick={() => navigate(paths.shipmentInfo.getHref())}>
              다음 단계
            </Button>
            {!allConsented && <p className={styles.note}>필수 항목에 모두 동의해주셔야 주문할 수 있습니다.</p>}
          </div>
        </aside>
      </div>
    </>
  );
}
