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
      const order = claimed();
      expect(order.refundable()).toBe(68_000);
      expect(unwrap(order.approveClaim(20_000, LATER, TEST_STAFF))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 20_000, partial: true }]);
      expect(order.status).toBe('RETURNED');
      expect(order.snapshot().claim).toMatchObject({ outcome: 'approved', refund: 20_000, decidedAt: LATER });
      expect(order.unsaved().cancelledPayments).toEqual([]);
      expect(order.refundable()).toBe(48_000);
    });

    it('refunds all of a return by default, giving the payment back', () => {
      const order = claimed();
      expect(unwrap(order.approveClaim(null, LATER, TEST_STAFF))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 68_000, partial: false }]);
      expect(order.unsaved().cancelledPayments).toHaveLength(1);
      expect(order.refundable()).toBe(0);
    });

    it('refuses more than was paid, or a negative amount, and changes nothing', () => {
      const order = claimed();
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
      const order = claimed();
      unwrap(order.approveClaim(1_000, LATER, TEST_STAFF));
      expect(order.approveClaim(1_000, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      expect(order.rejectClaim('사유', LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      expect(paid().approveClaim(null, LATER, TEST_STAFF)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
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
