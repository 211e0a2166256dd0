import { Order, type PlaceOrderInput } from './order';
import { ORDER_PLACED_AT as NOW, orderInput, TEST_STAFF, unwrap } from './testing/order.builder';

const LATER = new Date('2026-11-23T03:05:00Z');

/** Two lines: (39,000 + 5,000) × 1 and 12,000 × 2 = 68,000; coupon 3,000, points 1,000, free shipping. */
function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return orderInput({
    orderNumber: '20261123-123456',
    idempotencyKey: '0b6f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a1b',
    shipping: { recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '문 앞에 놓아주세요' },
    lines: [
      { goodsId: 1, goodsName: '블랙 토트백', thumbSrc: '/images/goods/1.jpg', unitPrice: 39_000, amount: 1, options: [{ optionItemId: 11, categoryName: '각인', optName: '이니셜', price: 5_000, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } }], madeToOrder: true },
      { goodsId: 2, goodsName: '카드 지갑', thumbSrc: '/images/goods/2.jpg', unitPrice: 12_000, amount: 2, options: [], madeToOrder: false },
    ],
    couponDiscount: 3_000,
    memberCouponId: 5,
    couponName: '신규 가입 쿠폰',
    pointsUsed: 1_000,
    totalPrice: 64_000,
    ...overrides,
  });
}

function placed(overrides: Partial<PlaceOrderInput> = {}): Order {
  return unwrap(Order.create(input(overrides)));
}

const PAYMENT = { gateway: 'sandbox', tid: 'tid-1', method: 'card', amount: 64_000, paidAt: LATER, description: '신한카드 1234' };

describe('Order.create', () => {
  it('places an order awaiting payment, with each line total and the first history entry', () => {
    const state = placed().snapshot();
    expect(state.status).toBe('PENDING_PAYMENT');
    expect(state.lines.map((line) => line.lineTotal)).toEqual([44_000, 24_000]);
    expect(state.history).toEqual([{ from: null, to: 'PENDING_PAYMENT', reason: '주문 접수', at: NOW, by: { kind: 'member', id: 7 }, stage: null }]);
    expect(state.consents.at).toEqual(NOW);
    expect(state.version).toBe(1);
  });

  it.each<[string, Partial<PlaceOrderInput>, string]>([
    ['no lines', { lines: [] }, 'ORDERING.NO_LINES'],
    ['a quantity of 0', { lines: [{ ...input().lines[1], amount: 0 }], goodsTotal: 0, totalPrice: -4_000 }, 'ORDERING.BAD_QUANTITY'],
    ['a fractional quantity', { lines: [{ ...input().lines[1], amount: 1.5 }] }, 'ORDERING.BAD_QUANTITY'],
    ['a negative unit price', { lines: [{ ...input().lines[1], unitPrice: -1 }] }, 'ORDERING.BAD_AMOUNT'],
    ['a negative option price', { lines: [{ ...input().lines[0], options: [{ optionItemId: 1, categoryName: 'a', optName: 'b', price: -5, text: null, textRule: null }] }] }, 'ORDERING.BAD_AMOUNT'],
    ['a goods total that is not the sum of the lines', { goodsTotal: 67_000, totalPrice: 63_000 }, 'ORDERING.TOTALS_MISMATCH'],
    ['a total that does not add up', { totalPrice: 65_000 }, 'ORDERING.TOTALS_MISMATCH'],
    ['a total that ignores the shipping fee', { shippingFee: 3_000 }, 'ORDERING.TOTALS_MISMATCH'],
    ['a negative total', { couponDiscount: 70_000, pointsUsed: 0, totalPrice: -2_000 }, 'ORDERING.BAD_AMOUNT'],
    ['fractional won', { shippingFee: 0.5, totalPrice: 64_000.5 }, 'ORDERING.BAD_AMOUNT'],
    ['no terms consent', { consents: { age: true, terms: false, privacy: true, madeToOrder: true } }, 'ORDERING.CONSENT_REQUIRED'],
  ])('refuses %s', (_name, overrides, code) => {
    expect(Order.create(input(overrides))).toMatchObject({ ok: false, code });
  });

  it('accepts a paid shipping fee when the total includes it', () => {
    expect(Order.create(input({ shippingFee: 3_000, totalPrice: 67_000 })).ok).toBe(true);
  });

  it('keeps its own copy of the lines: changing the input afterwards changes nothing', () => {
    const lines = input().lines;
    const order = placed({ lines });
    lines[0].options[0].price = 1;
    lines[0].goodsName = 'changed';
    expect(order.snapshot().lines[0]).toMatchObject({ goodsName: '블랙 토트백', options: [{ price: 5_000 }] });
  });
});

describe('Order transitions', () => {
  it('claims, records the payment and becomes PREPARING, with a history entry per move', () => {
    const order = placed();
    expect(order.beginApproval('tid-1', LATER)).toEqual({ ok: true, value: undefined });
    expect(order.recordPayment(PAYMENT, LATER, new Set()).ok).toBe(true);
    const state = order.snapshot();
    expect(state.status).toBe('PREPARING');
    expect(state.approvingTid).toBe('tid-1');
    expect(state.payments).toEqual([{ ...PAYMENT, cancelled: false, cancelledAt: null, test: false }]);
    expect(state.history.map((entry) => [entry.from, entry.to])).toEqual([
      [null, 'PENDING_PAYMENT'],
      ['PENDING_PAYMENT', 'PAYMENT_APPROVING'],
      ['PAYMENT_APPROVING', 'PREPARING'],
    ]);
    expect(order.unsaved().history).toHaveLength(3);
    expect(order.unsaved().payments).toHaveLength(1);
  });

  it('refuses a payment for an order nobody claimed, and one of another amount', () => {
    const order = placed();
    expect(order.recordPayment(PAYMENT, LATER, new Set())).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    order.beginApproval('tid-1', LATER);
    expect(order.recordPayment({ ...PAYMENT, amount: 100 }, LATER, new Set())).toMatchObject({ ok: false, code: 'ORDERING.PAYMENT_AMOUNT_MISMATCH' });
    expect(order.status).toBe('PAYMENT_APPROVING');
  });

  it('returns a refused move as a failure and changes nothing', () => {
    const order = placed();
    const before = order.snapshot();
    const moved = order.moveTo('SHIPPING', 'staff', LATER, TEST_STAFF);
    expect(moved).toMatchObject({ ok: false, kind: 'conflict', code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    expect(order.snapshot()).toEqual(before);
  });

  it('fails a payment being approved, with the provider message as the reason', () => {
    const order = placed();
    order.beginApproval('tid-1', LATER);
    expect(order.failPayment('카드 한도 초과', LATER).ok).toBe(true);
    expect(order.snapshot().history.at(-1)).toEqual({ from: 'PAYMENT_APPROVING', to: 'PAYMENT_FAILED', reason: '카드 한도 초과', at: LATER, by: { kind: 'system' }, stage: null });
    expect(order.failPayment('again', LATER)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
  });

  it('gives a claim back to awaiting payment, only by its own tid, and forgets the tid', () => {
    const order = placed();
    expect(order.releaseApproval('tid-1', LATER)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    order.beginApproval('tid-1', LATER);
    expect(order.releaseApproval('tid-2', LATER)).toMatchObject({ ok: false, code: 'ORDERING.APPROVAL_NOT_HELD' });
    expect(order.status).toBe('PAYMENT_APPROVING');
    expect(order.releaseApproval('tid-1', LATER)).toEqual({ ok: true, value: undefined });
    expect(order.snapshot()).toMatchObject({ status: 'PENDING_PAYMENT', approvingTid: null, approvingSince: null });
    expect(order.snapshot().history.at(-1)).toEqual({
      from: 'PAYMENT_APPROVING',
      to: 'PENDING_PAYMENT',
      reason: '결제 대기로 복귀 (이 주문의 승인 결과가 아님)',
      at: LATER,
      by: { kind: 'system' },
      stage: null,
    });
    // Its owner may still pay it, or give it up.
    expect(order.beginApproval('tid-3', LATER).ok).toBe(true);
  });

  it("keeps a long provider message to the history's 500 characters", () => {
    const order = placed();
    order.failPayment('오'.repeat(600), LATER);
    expect(order.snapshot().history.at(-1)?.reason).toHaveLength(500);
  });

  it('lets the shopper abandon only an order still awaiting payment', () => {
    const pending = placed();
    expect(pending.abandon(LATER).ok).toBe(true);
    expect(pending.snapshot().history.at(-1)?.reason).toBe('결제를 취소하셨습니다.');
    const approving = placed();
    approving.beginApproval('tid-1', LATER);
    expect(approving.abandon(LATER)).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
  });

  it('counts only what was added since the last save', () => {
    const order = Order.restore({ ...placed().snapshot(), id: 3 });
    expect(order.unsaved()).toEqual({ history: [], payments: [], cancelledPayments: [], correctedTexts: [] });
    order.abandon(LATER);
    expect(order.unsaved().history).toHaveLength(1);
    order.markSaved();
    expect(order.unsaved().history).toHaveLength(0);
    expect(order.version).toBe(2);
  });
});
