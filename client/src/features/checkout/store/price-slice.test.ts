import { clearCoupon, priceReducer, resetPrice, setCoupon, setPrice, type PriceState } from './price-slice';
import { setPaymentGoods } from './payment-goods-slice';

const run = (...actions: Parameters<typeof priceReducer>[1][]) =>
  actions.reduce<PriceState>((s, a) => priceReducer(s, a), priceReducer(undefined, { type: '@@init' }));

describe('price slice', () => {
  it('total equals the price when there is no coupon', () => {
    expect(run(setPrice(194000))).toEqual({ price: 194000, total: 194000, couponName: '', couponPrice: 0 });
  });

  it('total = price − coupon, whichever is set first', () => {
    expect(run(setPrice(194000), setCoupon({ couponName: '신규 가입 쿠폰', couponPrice: 10000 })).total).toBe(184000);
    expect(run(setCoupon({ couponName: '신규 가입 쿠폰', couponPrice: 10000 }), setPrice(50000)).total).toBe(40000);
  });

  it('clearing the coupon restores the total', () => {
    const state = run(setPrice(50000), setCoupon({ couponName: 'x', couponPrice: 5000 }), clearCoupon());
    expect(state).toEqual({ price: 50000, total: 50000, couponName: '', couponPrice: 0 });
  });

  it('a coupon larger than the price makes the total 0, not negative', () => {
    expect(run(setPrice(3000), setCoupon({ couponName: 'x', couponPrice: 5000 })).total).toBe(0);
  });

  it('resets', () => {
    expect(run(setPrice(1000), resetPrice()).total).toBe(0);
  });
});

describe('price slice and checkout goods', () => {
  it('goods handed to checkout set the price to their total and clear the coupon', () => {
    const line = { id: 3, goodsName: '미니 토트백', thumb_src: '', price: 189000, count: 2, options: [{ categoryId: 2, categoryName: '스트랩 길이', optId: 6, optName: '롱', price: 5000 }] };
    const state = run(setCoupon({ couponName: 'x', couponPrice: 5000 }), setPaymentGoods({ items: [line], source: 'cart' }));
    expect(state).toEqual({ price: 388000, total: 388000, couponName: '', couponPrice: 0 });
  });
});
