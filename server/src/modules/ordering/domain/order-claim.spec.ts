import { Order, type PlaceOrderInput } from './order';
import { type ClaimRequest, checkClaimRequest } from './order-claim';

const NOW = new Date('2026-11-23T03:00:00Z');
const DELIVERED_AT = new Date('2026-11-25T06:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursAfterDelivery: number) => new Date(DELIVERED_AT.getTime() + hoursAfterDelivery * HOUR);

const INPUT: PlaceOrderInput = {
  orderNumber: '20261123-654321',
  memberId: 7,
  idempotencyKey: '3c1f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a1b',
  orderer: { name: '김민수', email: 'minsu@example.com', phone: '01012345678' },
  shipping: { recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
  lines: [{ goodsId: 1, goodsName: '블랙 토트백', thumbSrc: '/images/goods/1.jpg', unitPrice: 68_000, amount: 1, options: [] }],
  goodsTotal: 68_000,
  shippingFee: 0,
  couponDiscount: 0,
  memberCouponId: null,
  couponName: null,
  pointsUsed: 0,
  totalPrice: 68_000,
  paymentMethod: 'card',
  consents: { age: true, terms: true, privacy: true, madeToOrder: true },
  now: NOW,
};

function ok<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

function paid(madeToOrder = true): Order {
  const order = ok(Order.create({ ...INPUT, consents: { ...INPUT.consents, madeToOrder } }));
  ok(order.beginApproval('tid-1', NOW));
  ok(order.recordPayment({ gateway: 'sandbox', tid: 'tid-1', method: 'card', amount: 68_000, paidAt: NOW, description: '' }, NOW));
  return order;
}

function delivered(madeToOrder = true): Order {
  const order = paid(madeToOrder);
  ok(order.ship({ carrierCode: '04', trackingNumber: '123456789012' }, new Date('2026-11-24T01:00:00Z')));
  ok(order.markDelivered(DELIVERED_AT));
  return order;
}

const DEFECT: ClaimRequest = { kind: 'return', reason: 'defect', detail: '  손잡이 박음질이 풀려 있습니다.  ', photoKeys: [] };
const CHANGE_OF_MIND: ClaimRequest = { kind: 'exchange', reason: 'change-of-mind', detail: '생각했던 크기와 달라요. 교환하고 싶습니다.', photoKeys: [] };

describe('return and exchange requests', () => {
  it('moves a delivered order to RETURN_REQUESTED with the request kept, trimmed, and a history entry', () => {
    const order = delivered();
    ok(order.requestClaim(DEFECT, at(2)));
    const state = order.snapshot();
    expect(state.status).toBe('RETURN_REQUESTED');
    expect(state.claim).toEqual({ kind: 'return', reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [], requestedAt: at(2), outcome: null, note: null, decidedAt: null, refund: null });
    expect(state.history.at(-1)).toEqual({ from: 'DELIVERED', to: 'RETURN_REQUESTED', reason: '반품 신청', at: at(2) });
  });

  it('makes an exchange request EXCHANGE_REQUESTED', () => {
    const order = delivered(false);
    ok(order.requestClaim(CHANGE_OF_MIND, at(1)));
    expect(order.status).toBe('EXCHANGE_REQUESTED');
  });

  it('accepts until exactly 7 days after delivery, not a millisecond later', () => {
    expect(delivered().requestClaim(DEFECT, at(7 * 24)).ok).toBe(true);
    const late = delivered().requestClaim(DEFECT, new Date(at(7 * 24).getTime() + 1));
    expect(late).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_WINDOW_CLOSED' });
  });

  it('refuses a change of mind on goods made to order, never a defect or a wrong item', () => {
    expect(delivered(true).requestClaim(CHANGE_OF_MIND, at(1))).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_MADE_TO_ORDER' });
    expect(delivered(true).requestClaim({ ...CHANGE_OF_MIND, reason: 'wrong-item' }, at(1)).ok).toBe(true);
    expect(delivered(false).requestClaim(CHANGE_OF_MIND, at(1)).ok).toBe(true);
  });

  it('refuses orders not delivered, a second open request, and words too short or too long, changing nothing', () => {
    const preparing = paid();
    expect(preparing.requestClaim(DEFECT, at(1))).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_DELIVERED' });
    expect(preparing.snapshot().claim).toBeNull();

    const order = delivered();
    ok(order.requestClaim(DEFECT, at(1)));
    expect(order.requestClaim(DEFECT, at(2))).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_ALREADY_REQUESTED' });

    const fresh = delivered();
    expect(fresh.requestClaim({ ...DEFECT, detail: '  짧아요     ' }, at(1))).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_DETAIL_LENGTH' });
    expect(fresh.requestClaim({ ...DEFECT, detail: '가'.repeat(1001) }, at(1))).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_DETAIL_LENGTH' });
    expect(fresh.status).toBe('DELIVERED');
    expect(fresh.snapshot().claim).toBeNull();
  });

  it('keeps up to 3 photo keys with the request, and refuses a fourth', () => {
    const keys = ['claims/a.webp', 'claims/b.webp', 'claims/c.webp'];
    const order = delivered();
    ok(order.requestClaim({ ...DEFECT, photoKeys: keys }, at(1)));
    expect(order.snapshot().claim?.photoKeys).toEqual(keys);

    const fresh = delivered();
    expect(fresh.requestClaim({ ...DEFECT, photoKeys: [...keys, 'claims/d.webp'] }, at(1))).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_TOO_MANY_PHOTOS' });
    expect(fresh.snapshot().claim).toBeNull();
  });

  it('checks the rule on its own: no delivery time means not delivered', () => {
    expect(checkClaimRequest({ deliveredAt: null, madeToOrder: false }, DEFECT, NOW)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_DELIVERED' });
    expect(checkClaimRequest({ deliveredAt: DELIVERED_AT, madeToOrder: false }, { ...DEFECT, detail: '가'.repeat(1000) }, at(1)).ok).toBe(true);
  });
});
