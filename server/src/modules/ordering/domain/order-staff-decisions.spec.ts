import type { ClaimRequest } from './order-claim';
import { anOrder, ORDER_PLACED_AT as NOW, TEST_STAFF, unwrap } from './testing/order.builder';

const LATER = new Date('2026-11-26T03:00:00Z');

const paid = () => anOrder().paid(NOW).build();

function claimed(kind: ClaimRequest['kind'] = 'return') {
  return anOrder()
    .paid(NOW)
    .shipped(NOW)
    .delivered(new Date('2026-11-24T03:00:00Z'))
    .claimed({ kind, reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [] }, new Date('2026-11-25T03:00:00Z'))
    .build();
}

/** A return whose pickup staff started (회수 중): the inspection may refund it. */
function pickedUp() {
  const order = claimed('return');
  unwrap(order.startPickup(null, new Date('2026-11-25T05:00:00Z'), TEST_STAFF));
  return order;
}

describe("staff's decisions on an order", () => {
  describe('the staff cancel', () => {
    it('cancels a preparing order and answers its live payment to refund', () => {
      const order = paid();
      const refunds = unwrap(order.cancelByStaff(' 재고 부족 ', LATER, TEST_STAFF));
      expect(refunds).toMatchObject([{ tid: 'tid-1', amount: 68_000 }]);
      expect(order.status).toBe('CANCELLED');
      expect(order.snapshot().history.at(-1)?.reason).toBe('관리자 주문 취소: 재고 부족');
      expect(order.unsaved().cancelledPayments).toHaveLength(1);
      expect(order.refundable()).toBe(0);
    });

    it('refuses once shipped, and a second cancel', () => {
      const shipped = paid();
      unwrap(shipped.ship({ carrierCode: '04', trackingNumber: '1234' }, NOW, TEST_STAFF));
      expect(shipped.cancelByStaff('', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.STAFF_CANCEL_REFUSED' });
      const order = paid();
      unwrap(order.cancelByStaff('', LATER, TEST_STAFF));
      expect(order.cancelByStaff('', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.ALREADY_CANCELLED' });
    });
  });

  describe('approving a claim', () => {
    it('refunds part of a return: the payment stays live and the rest stays refundable', () => {
      const order = pickedUp();
      expect(order.refundable()).toBe(68_000);
      expect(unwrap(order.approveClaim(20_000, LATER, TEST_STAFF))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 20_000, partial: true }]);
      expect(order.status).toBe('RETURNED');
      expect(order.snapshot().claim).toMatchObject({ outcome: 'approved', refund: 20_000, decidedAt: LATER });
      expect(order.unsaved().cancelledPayments).toEqual([]);
      expect(order.refundable()).toBe(48_000);
    });

    it('refunds all of a return by default, giving the payment back', () => {
      const order = pickedUp();
      expect(unwrap(order.approveClaim(null, LATER, TEST_STAFF))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 68_000, partial: false }]);
      expect(order.unsaved().cancelledPayments).toHaveLength(1);
      expect(order.refundable()).toBe(0);
    });

    it('refuses more than was paid, or a negative amount, and changes nothing', () => {
      const order = pickedUp();
      expect(order.approveClaim(68_001, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.REFUND_TOO_LARGE' });
      expect(order.approveClaim(-1, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.REFUND_TOO_LARGE' });
      expect(order.status).toBe('RETURN_REQUESTED');
    });

    it('approves an exchange without a refund, and refuses one with an amount', () => {
      const order = claimed('exchange');
      expect(order.approveClaim(1_000, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.EXCHANGE_NO_REFUND' });
      expect(unwrap(order.approveClaim(null, LATER, TEST_STAFF))).toEqual([]);
      expect(order.status).toBe('EXCHANGED');
    });

    it('decides once: a second approval or a rejection after it is refused', () => {
      const order = pickedUp();
      unwrap(order.approveClaim(1_000, LATER, TEST_STAFF));
      expect(order.approveClaim(1_000, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      expect(order.rejectClaim('사유', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      expect(paid().approveClaim(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
    });
  });

  describe('the pickup (회수 중) and the inspection (검수 완료)', () => {
    it('never refunds before the pickup: the inspection of a return not picked up is refused, nothing changes', () => {
      const order = claimed();
      expect(order.approveClaim(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, kind: 'conflict', code: 'ORDERING.CLAIM_PICKUP_FIRST' });
      expect(order.status).toBe('RETURN_REQUESTED');
      expect(order.unsaved().cancelledPayments).toEqual([]);
      expect(order.snapshot().claim).toMatchObject({ outcome: null, refund: null, pickup: null });
    });

    it('records the pickup with its tracking number in the claim and the timeline, the status staying RETURN_REQUESTED', () => {
      const order = claimed();
      unwrap(order.startPickup(' 6012-3456-7890 ', LATER, TEST_STAFF));
      expect(order.status).toBe('RETURN_REQUESTED');
      expect(order.snapshot().claim).toMatchObject({ pickup: { trackingNumber: '6012-3456-7890', at: LATER }, outcome: null });
      expect(order.snapshot().history.at(-1)).toEqual({ from: 'RETURN_REQUESTED', to: 'RETURN_REQUESTED', reason: '회수 중 (회수 송장 6012-3456-7890)', at: LATER, by: TEST_STAFF, stage: null });
    });

    it('refuses a second pickup, a pickup of an exchange or of a decided claim, and a bad tracking number', () => {
      const order = claimed();
      expect(order.startPickup('송장', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_TRACKING_INVALID' });
      expect(order.startPickup('1'.repeat(31), LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_TRACKING_INVALID' });
      expect(order.snapshot().claim?.pickup).toBeNull();
      unwrap(order.startPickup(null, LATER, TEST_STAFF));
      expect(order.startPickup(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_PICKUP_STARTED' });
      expect(claimed('exchange').startPickup(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_RETURN' });
      expect(paid().startPickup(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      unwrap(order.approveClaim(null, LATER, TEST_STAFF));
      expect(order.startPickup(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
    });

    it('rejects with a reason during the pickup too, refunding nothing', () => {
      const order = pickedUp();
      unwrap(order.rejectClaim('사용 흔적이 있습니다.', LATER, TEST_STAFF));
      expect(order.status).toBe('DELIVERED');
      expect(order.unsaved().cancelledPayments).toEqual([]);
      expect(order.approveClaim(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
    });

    it('refunds a partial return by its lines: goods minus the shares of coupon and points, no shipping; more is refused', () => {
      const order = anOrder()
        .with({
          lines: [
            { goodsId: 1, goodsName: '토트백', thumbSrc: '/1.jpg', unitPrice: 30_000, amount: 2, options: [{ optionItemId: 9, categoryName: '각인', optName: '이니셜', price: 5_000, text: null, textRule: null }], madeToOrder: false },
            { goodsId: 2, goodsName: '지갑', thumbSrc: '/2.jpg', unitPrice: 10_000, amount: 1, options: [], madeToOrder: false },
          ],
          goodsTotal: 80_000,
          couponDiscount: 8_000,
          pointsUsed: 2_000,
          shippingFee: 3_000,
          totalPrice: 73_000,
        })
        .paid(NOW)
        .shipped(NOW)
        .delivered(new Date('2026-11-24T03:00:00Z'))
        .claimed({ kind: 'return', reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [], lines: [{ lineIndex: 0, quantity: 1 }] }, new Date('2026-11-25T03:00:00Z'))
        .pickedUp(new Date('2026-11-25T05:00:00Z'))
        .build();
      // 35,000 of 80,000: coupon ⌊8,000 × 35/80⌋ = 3,500, points ⌊2,000 × 35/80⌋ = 875, shipping stays.
      expect(order.returnRefund()).toEqual({ goods: 35_000, coupon: 3_500, points: 875, shipping: 0, total: 30_625, due: 30_625, whole: false });
      expect(order.approveClaim(30_626, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.REFUND_OVER_INSPECTION' });
      expect(unwrap(order.approveClaim(null, LATER, TEST_STAFF))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 30_625, partial: true }]);
      expect(order.snapshot().history.at(-1)).toMatchObject({ from: 'RETURN_REQUESTED', to: 'RETURNED', reason: '검수 완료 (환불 30625원)' });
    });

    it('refuses lines that do not exist, twice the same line, or quantities out of 1..ordered, changing nothing', () => {
      const delivered = () => anOrder().paid(NOW).shipped(NOW).delivered(new Date('2026-11-24T03:00:00Z')).build();
      const request = (lines: { lineIndex: number; quantity: number }[]) => ({ kind: 'return' as const, reason: 'defect' as const, detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [], lines });
      for (const lines of [[{ lineIndex: 1, quantity: 1 }], [{ lineIndex: 0, quantity: 2 }], [{ lineIndex: 0, quantity: 0 }], [{ lineIndex: 0, quantity: 1 }, { lineIndex: 0, quantity: 1 }], [{ lineIndex: -1, quantity: 1 }]]) {
        const order = delivered();
        expect(order.requestClaim(request(lines), new Date('2026-11-25T03:00:00Z'))).toMatchObject({ ok: false, kind: 'invalid', code: 'ORDERING.CLAIM_LINES_INVALID' });
        expect(order.status).toBe('DELIVERED');
        expect(order.snapshot().claim).toBeNull();
      }
    });

    it('keeps an exchange\'s outgoing tracking number and refuses a bad one', () => {
      const order = claimed('exchange');
      expect(order.approveClaim(null, LATER, TEST_STAFF, 'abc')).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_TRACKING_INVALID' });
      expect(order.status).toBe('EXCHANGE_REQUESTED');
      unwrap(order.approveClaim(null, LATER, TEST_STAFF, '6098765432101'));
      expect(order.snapshot().claim).toMatchObject({ outcome: 'approved', exchangeTrackingNumber: '6098765432101' });
      expect(order.snapshot().history.at(-1)).toMatchObject({ to: 'EXCHANGED', reason: '교환 승인 (교환 송장 6098765432101)' });
    });
  });

  describe('rejecting a claim', () => {
    it('needs a note, which the member reads; the order is delivered again', () => {
      const order = claimed();
      expect(order.rejectClaim('   ', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOTE_REQUIRED' });
      unwrap(order.rejectClaim(' 사용 흔적이 있습니다. ', LATER, TEST_STAFF));
      expect(order.status).toBe('DELIVERED');
      expect(order.snapshot().claim).toMatchObject({ outcome: 'rejected', note: '사용 흔적이 있습니다.', refund: null });
    });
  });
});
