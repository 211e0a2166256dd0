import { anOrder, ORDER_PLACED_AT as NOW, TEST_STAFF } from './testing/order.builder';

const LATER = new Date('2026-11-23T04:00:00Z');
const PAYMENT = { gateway: 'sandbox', tid: 'tid-1', method: 'card', amount: 12_000, paidAt: NOW, description: '신한카드 1234' };
const CHANGE = { recipient: '이서연', phone: '01098765432', adrDetail: '5층', request: '경비실에 맡겨주세요' };

/** One card wallet, 12,000 won, with a delivery request. */
const placed = () =>
  anOrder({
    orderNumber: '20261123-123456',
    idempotencyKey: 'key-1',
    shipping: { recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '문 앞에 놓아주세요' },
    lines: [{ goodsId: 2, goodsName: '카드 지갑', thumbSrc: '/images/goods/2.jpg', unitPrice: 12_000, amount: 1, options: [], madeToOrder: false }],
    goodsTotal: 12_000,
    totalPrice: 12_000,
  });

const placedOrder = () => placed().build();
const paidOrder = () => placed().paid(NOW, PAYMENT).saved(1, 2).build();

describe('Order.changeShipping', () => {
  it('changes recipient, phone, detail address and request while preparing, keeping the old values in the history', () => {
    const order = paidOrder();
    expect(order.changeShipping(CHANGE, LATER)).toEqual({ ok: true, value: undefined });
    const state = order.snapshot();
    expect(state.shipping).toEqual({ ...CHANGE, zipCode: '04524', address: '서울 중구 세종대로 110' });
    expect(state.status).toBe('PREPARING');
    expect(order.unsaved().history).toEqual([
      { from: 'PREPARING', to: 'PREPARING', reason: '배송 정보 변경 (이전: 받는 분 김민수, 연락처 01012345678, 상세주소 3층, 요청사항 문 앞에 놓아주세요)', at: LATER, by: { kind: 'member', id: 7 }, stage: null },
    ]);
  });

  it.each([
    ['SHIPPING', 'ORDERING.SHIPPING_BEGUN', '배송이 시작된 주문은 배송 정보를 변경할 수 없습니다.'],
    ['CANCELLED', 'ORDERING.ALREADY_CANCELLED', '이미 취소된 주문입니다.'],
  ] as const)('is refused once the order is %s, and nothing changes', (status, code, message) => {
    const order = paidOrder();
    order.moveTo(status, 'staff', LATER, TEST_STAFF);
    const before = order.snapshot();
    expect(order.changeShipping(CHANGE, LATER)).toMatchObject({ ok: false, code, message });
    expect(order.snapshot()).toEqual(before);
  });

  it('is refused before the order is paid', () => {
    const unpaid = placedOrder();
    expect(unpaid.changeShipping(CHANGE, LATER)).toMatchObject({ ok: false, code: 'ORDERING.NOT_PAID' });
    expect(unpaid.cancelByMember('', LATER)).toMatchObject({ ok: false, code: 'ORDERING.NOT_PAID' });
    expect(unpaid.status).toBe('PENDING_PAYMENT');
  });
});

describe('Order.cancelByMember', () => {
  it('moves a preparing order to CANCELLED with the reason and marks its payment given back', () => {
    const order = paidOrder();
    const cancelled = order.cancelByMember('단순 변심', LATER);
    expect(cancelled).toEqual({ ok: true, value: [{ ...PAYMENT, cancelled: true, cancelledAt: LATER, test: false }] });
    const state = order.snapshot();
    expect(state.status).toBe('CANCELLED');
    expect(state.payments[0]).toMatchObject({ cancelled: true, cancelledAt: LATER });
    expect(order.unsaved().history).toEqual([{ from: 'PREPARING', to: 'CANCELLED', reason: '회원 주문 취소: 단순 변심', at: LATER, by: { kind: 'member', id: 7 }, stage: null }]);
    expect(order.unsaved().cancelledPayments.map((payment) => payment.tid)).toEqual(['tid-1']);
    order.markSaved();
    expect(order.unsaved().cancelledPayments).toEqual([]);
  });

  it('refuses a second cancel and a cancel once shipping has begun, changing nothing', () => {
    const twice = paidOrder();
    twice.cancelByMember('', LATER);
    twice.markSaved();
    expect(twice.cancelByMember('', LATER)).toMatchObject({ ok: false, code: 'ORDERING.ALREADY_CANCELLED' });
    expect(twice.unsaved()).toEqual({ history: [], payments: [], cancelledPayments: [], correctedTexts: [] });

    const shipped = paidOrder();
    shipped.moveTo('SHIPPING', 'staff', LATER, TEST_STAFF);
    shipped.markSaved();
    expect(shipped.cancelByMember('', LATER)).toMatchObject({ ok: false, code: 'ORDERING.SHIPPING_BEGUN', message: '배송이 시작된 주문은 취소할 수 없습니다.' });
    expect(shipped.snapshot().payments[0].cancelled).toBe(false);
    expect(shipped.status).toBe('SHIPPING');
  });
});
