import { anOrder, TEST_STAFF, unwrap } from './testing/order.builder';

const PAID_AT = new Date('2026-11-23T03:05:00Z');
const SHIPPED_AT = new Date('2026-11-24T01:00:00Z');
const DELIVERED_AT = new Date('2026-11-25T06:00:00Z');

/** 68,000 of goods, coupon 3,000, points 1,000, shipping 3,000: 67,000 paid. */
const placed = () =>
  anOrder({
    orderNumber: '20261123-123456',
    idempotencyKey: '0b6f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a1b',
    shippingFee: 3_000,
    couponDiscount: 3_000,
    memberCouponId: 5,
    couponName: '신규 가입 쿠폰',
    pointsUsed: 1_000,
    totalPrice: 67_000,
  });

const preparing = () => placed().paid(PAID_AT).build();

describe('Order shipment', () => {
  it('ships a preparing order: SHIPPING with the carrier, the trimmed number and the time, and a history entry', () => {
    const order = preparing();
    expect(order.ship({ carrierCode: '04', trackingNumber: ' 123456789012 ' }, SHIPPED_AT, TEST_STAFF)).toEqual({ ok: true, value: undefined });
    const state = order.snapshot();
    expect(state.status).toBe('SHIPPING');
    expect(state.shipment).toEqual({ carrierCode: '04', trackingNumber: '123456789012', shippedAt: SHIPPED_AT, deliveredAt: null });
    expect(state.history.at(-1)).toEqual({ from: 'PREPARING', to: 'SHIPPING', reason: '배송 시작', at: SHIPPED_AT, by: TEST_STAFF, stage: null });
  });

  it('refuses an empty tracking number with the back office message, and changes nothing', () => {
    const order = preparing();
    expect(order.ship({ carrierCode: '04', trackingNumber: '   ' }, SHIPPED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRACKING_NUMBER_REQUIRED', message: '운송장번호를 입력해주세요.' });
    expect(order.snapshot()).toMatchObject({ status: 'PREPARING', shipment: null });
  });

  it('refuses an unknown carrier and an implausible number', () => {
    const order = preparing();
    expect(order.ship({ carrierCode: '99', trackingNumber: '123456789012' }, SHIPPED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.UNKNOWN_CARRIER' });
    expect(order.ship({ carrierCode: '04', trackingNumber: '1234 5678' }, SHIPPED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.BAD_TRACKING_NUMBER' });
    expect(order.ship({ carrierCode: '04', trackingNumber: '1'.repeat(31) }, SHIPPED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.BAD_TRACKING_NUMBER' });
    expect(order.snapshot()).toMatchObject({ status: 'PREPARING', shipment: null });
  });

  it('ships only a preparing order, once', () => {
    const pending = placed().build();
    expect(pending.ship({ carrierCode: '04', trackingNumber: '123456789012' }, SHIPPED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(pending.snapshot().shipment).toBeNull();
    const order = preparing();
    unwrap(order.ship({ carrierCode: '04', trackingNumber: '123456789012' }, SHIPPED_AT, TEST_STAFF));
    expect(order.ship({ carrierCode: '05', trackingNumber: '999999999999' }, DELIVERED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(order.snapshot().shipment).toMatchObject({ carrierCode: '04', trackingNumber: '123456789012' });
  });

  it('marks a shipping order delivered, keeping the shipment and stamping the time', () => {
    const order = preparing();
    unwrap(order.ship({ carrierCode: '08', trackingNumber: '300012345678' }, SHIPPED_AT, TEST_STAFF));
    expect(order.markDelivered(DELIVERED_AT, TEST_STAFF)).toEqual({ ok: true, value: undefined });
    const state = order.snapshot();
    expect(state.status).toBe('DELIVERED');
    expect(state.shipment).toEqual({ carrierCode: '08', trackingNumber: '300012345678', shippedAt: SHIPPED_AT, deliveredAt: DELIVERED_AT });
    expect(state.history.at(-1)).toEqual({ from: 'SHIPPING', to: 'DELIVERED', reason: '배송 완료', at: DELIVERED_AT, by: TEST_STAFF, stage: null });
  });

  it('refuses to deliver an order not shipping (preparing, or delivered already)', () => {
    const order = preparing();
    expect(order.markDelivered(DELIVERED_AT, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(order.status).toBe('PREPARING');
    unwrap(order.ship({ carrierCode: '08', trackingNumber: '300012345678' }, SHIPPED_AT, TEST_STAFF));
    unwrap(order.markDelivered(DELIVERED_AT, TEST_STAFF));
    expect(order.markDelivered(new Date('2026-11-26T00:00:00Z'), TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(order.snapshot().shipment?.deliveredAt).toEqual(DELIVERED_AT);
  });

  it('earns on the goods actually paid: the total without shipping', () => {
    expect(preparing().paidGoodsTotal()).toBe(64_000);
  });
});
