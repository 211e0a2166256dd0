import { Order, type PlaceOrderInput } from './order';
import type { ClaimRequest } from './order-claim';

const NOW = new Date('2026-11-23T03:00:00Z');
const LATER = new Date('2026-11-26T03:00:00Z');

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

function paid(): Order {
  const order = ok(Order.create(INPUT));
  ok(order.beginApproval('tid-1', NOW));
  ok(order.recordPayment({ gateway: 'sandbox', tid: 'tid-1', method: 'card', amount: 68_000, paidAt: NOW, description: '' }, NOW));
  return order;
}

function claimed(kind: ClaimRequest['kind'] = 'return'): Order {
  const order = paid();
  ok(order.ship({ carrierCode: '04', trackingNumber: '123456789012' }, NOW));
  ok(order.markDelivered(new Date('2026-11-24T03:00:00Z')));
  ok(order.requestClaim({ kind, reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.', photoKeys: [] }, new Date('2026-11-25T03:00:00Z')));
  return order;
}

describe("staff's decisions on an order", () => {
  describe('the staff cancel', () => {
    it('cancels a preparing order and answers its live payment to refund', () => {
      const order = paid();
      const refunds = ok(order.cancelByStaff(' 재고 부족 ', LATER));
      expect(refunds).toMatchObject([{ tid: 'tid-1', amount: 68_000 }]);
      expect(order.status).toBe('CANCELLED');
      expect(order.snapshot().history.at(-1)?.reason).toBe('관리자 주문 취소: 재고 부족');
      expect(order.unsaved().cancelledPayments).toHaveLength(1);
      expect(order.refundable()).toBe(0);
    });

    it('refuses once shipped, and a second cancel', () => {
      const shipped = paid();
      ok(shipped.ship({ carrierCode: '04', trackingNumber: '1234' }, NOW));
      expect(shipped.cancelByStaff('', LATER)).toMatchObject({ ok: false, code: 'ORDERING.STAFF_CANCEL_REFUSED' });
      const order = paid();
      ok(order.cancelByStaff('', LATER));
      expect(order.cancelByStaff('', LATER)).toMatchObject({ ok: false, code: 'ORDERING.ALREADY_CANCELLED' });
    });
  });

  describe('approving a claim', () => {
    it('refunds part of a return: the payment stays live and the rest stays refundable', () => {
      const order = claimed();
      expect(order.refundable()).toBe(68_000);
      expect(ok(order.approveClaim(20_000, LATER))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 20_000, partial: true }]);
      expect(order.status).toBe('RETURNED');
      expect(order.snapshot().claim).toMatchObject({ outcome: 'approved', refund: 20_000, decidedAt: LATER });
      expect(order.unsaved().cancelledPayments).toEqual([]);
      expect(order.refundable()).toBe(48_000);
    });

    it('refunds all of a return by default, giving the payment back', () => {
      const order = claimed();
      expect(ok(order.approveClaim(null, LATER))).toEqual([{ tid: 'tid-1', gateway: 'sandbox', amount: 68_000, partial: false }]);
      expect(order.unsaved().cancelledPayments).toHaveLength(1);
      expect(order.refundable()).toBe(0);
    });

    it('refuses more than was paid, or a negative amount, and changes nothing', () => {
      const order = claimed();
      expect(order.approveClaim(68_001, LATER)).toMatchObject({ ok: false, code: 'ORDERING.REFUND_TOO_LARGE' });
      expect(order.approveClaim(-1, LATER)).toMatchObject({ ok: false, code: 'ORDERING.REFUND_TOO_LARGE' });
      expect(order.status).toBe('RETURN_REQUESTED');
    });

    it('approves an exchange without a refund, and refuses one with an amount', () => {
      const order = claimed('exchange');
      expect(order.approveClaim(1_000, LATER)).toMatchObject({ ok: false, code: 'ORDERING.EXCHANGE_NO_REFUND' });
      expect(ok(order.approveClaim(null, LATER))).toEqual([]);
      expect(order.status).toBe('EXCHANGED');
    });

    it('decides once: a second approval or a rejection after it is refused', () => {
      const order = claimed();
      ok(order.approveClaim(1_000, LATER));
      expect(order.approveClaim(1_000, LATER)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      expect(order.rejectClaim('사유', LATER)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
      expect(paid().approveClaim(null, LATER)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
    });
  });

  describe('rejecting a claim', () => {
    it('needs a note, which the member reads; the order is delivered again', () => {
      const order = claimed();
      expect(order.rejectClaim('   ', LATER)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOTE_REQUIRED' });
      ok(order.rejectClaim(' 사용 흔적이 있습니다. ', LATER));
      expect(order.status).toBe('DELIVERED');
      expect(order.snapshot().claim).toMatchObject({ outcome: 'rejected', note: '사용 흔적이 있습니다.', refund: null });
    });
  });
});
