import { type ClaimRequest, checkClaimRequest } from './order-claim';
import { anOrder, ORDER_PLACED_AT as NOW, unwrap } from './testing/order.builder';

const DELIVERED_AT = new Date('2026-11-25T06:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursAfterDelivery: number) => new Date(DELIVERED_AT.getTime() + hoursAfterDelivery * HOUR);

const paid = (madeToOrder = true) => anOrder().madeToOrder(madeToOrder).paid(NOW).build();
const delivered = (madeToOrder = true) => anOrder().madeToOrder(madeToOrder).paid(NOW).shipped(new Date('2026-11-24T01:00:00Z')).delivered(DELIVERED_AT).build();

const DEFECT: ClaimRequest = { kind: 'return', reason: 'defect', detail: '  손잡이 박음질이 풀려 있습니다.  ', photoKeys: [] };
const CHANGE_OF_MIND: ClaimRequest = { kind: 'exchange', reason: 'change-of-mind', detail: '생각했던 크기와 달라요. 교환하고 싶습니다.', photoKeys: [] };

describe('return and exchange requests', () => {
  it('moves a delivered order to RETURN_REQUESTED with the request kept, trimmed, and a history entry', () => {
    const order = delivered();
    unwrap(order.requestClaim(DEFECT, at(2)));
    const state = order.snapshot();
    expect(state.status).toBe('RETURN_REQUESTED');
    expect(state.claim).toEqual({ kind: 'return', reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [], lines: [{ lineIndex: 0, quantity: 1 }], pickup: null, exchangeTrackingNumber: null, requestedAt: at(2), outcome: null, note: null, decidedAt: null, refund: null });
    expect(state.history.at(-1)).toEqual({ from: 'DELIVERED', to: 'RETURN_REQUESTED', reason: '반품 신청', at: at(2), by: { kind: 'member', id: 7 }, stage: null });
  });

  it('makes an exchange request EXCHANGE_REQUESTED', () => {
    const order = delivered(false);
    unwrap(order.requestClaim(CHANGE_OF_MIND, at(1)));
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
    unwrap(order.requestClaim(DEFECT, at(1)));
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
    unwrap(order.requestClaim({ ...DEFECT, photoKeys: keys }, at(1)));
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
