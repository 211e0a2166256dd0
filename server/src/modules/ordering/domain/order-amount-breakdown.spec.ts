import { amountBreakdownOf } from './order-amount-breakdown';
import { anOrder } from './testing/order.builder';

describe('amountBreakdownOf', () => {
  it('splits the goods from the options\' surcharges and takes the stored fee, coupon, points and total', () => {
    const order = anOrder({
      lines: [
        { goodsId: 1, goodsName: '블랙 토트백', thumbSrc: '/t.jpg', unitPrice: 20_000, amount: 2, options: [{ optionItemId: 9, categoryName: '각인', optName: '이니셜', price: 3_000, text: null, textRule: null }], madeToOrder: true },
        { goodsId: 2, goodsName: '카드 지갑', thumbSrc: '/w.jpg', unitPrice: 4_000, amount: 1, options: [], madeToOrder: false },
      ],
      goodsTotal: 50_000,
      couponDiscount: 2_000,
      couponName: '신규 가입 쿠폰',
      pointsUsed: 500,
      shippingFee: 0,
      totalPrice: 47_500,
    }).build();
    expect(amountBreakdownOf(order.snapshot())).toEqual({ goods: 44_000, options: 6_000, shipping: 0, coupon: 2_000, points: 500, paid: 47_500 });
  });

  it('keeps the free shipping the checkout gave when points take the paid amount under 30,000', () => {
    const order = anOrder({
      lines: [{ goodsId: 1, goodsName: '미니 파우치', thumbSrc: '/p.jpg', unitPrice: 30_000, amount: 1, options: [], madeToOrder: true }],
      goodsTotal: 30_000,
      pointsUsed: 100,
      shippingFee: 0,
      totalPrice: 29_900,
    }).build();
    expect(amountBreakdownOf(order.snapshot())).toMatchObject({ goods: 30_000, shipping: 0, points: 100, paid: 29_900 });
  });
});
