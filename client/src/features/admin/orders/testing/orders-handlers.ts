import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import type { ClaimRow, StaffMemo, StaffOrder, StaffOrderRow, StaffOrderTabCounts } from '../api/orders-types';
import type { RecordedCall } from '../../testing/admin-handlers';

export const rows: StaffOrderRow[] = [
  { id: 41, orderNumber: '20261123-000041', created: '2026-11-23T03:00:00.000Z', ordererName: '김민수', ordererEmail: 'minsu@example.com', price: 64_000, method: 'card', request: '문 앞에 놓아주세요', trackingNumber: null, carrierCode: null, status: 'PREPARING', oStatus: '0', cancled: 'N', payments: [{ paymentId: 'tid-41', price: 64_000, method: 'card', cancled: 'N' }], productionStage: 'CUTTING', madeToOrderGoods: true, testPayment: false },
  { id: 42, orderNumber: '20261123-000042', created: '2026-11-23T04:00:00.000Z', ordererName: '이서연', ordererEmail: 'seoyeon@example.com', price: 25_000, method: 'naverpay', request: '', trackingNumber: null, carrierCode: null, status: 'CANCELLED', oStatus: 'cancelled', cancled: 'Y', payments: [{ paymentId: 'tid-42', price: 25_000, method: 'naverpay', cancled: 'Y' }], productionStage: null, madeToOrderGoods: false, testPayment: true },
];

export function staffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    view: 'staff',
    id: 41,
    orderNumber: '20261123-000041',
    created: '2026-11-23T03:00:00.000Z',
    oStatus: '0',
    status: 'PREPARING',
    ordererName: '김민수',
    ordererEmail: 'minsu@example.com',
    ordererPhone: '01012345678',
    recipient: '김수령',
    phone: '01099998888',
    zipCode: '04524',
    address: '서울 중구 세종대로 110',
    adrDetail: '3층',
    request: '문 앞에 놓아주세요',
    goods: [{ id: 3, goodsName: '블랙 토트백', thumb_src: '/t.jpg', price: 24_000 }],
    orderItems: [
      {
        goodsId: 3,
        amount: 2,
        unitPrice: 24_000,
        options: [
          { optionItemId: 7, categoryName: '하드웨어', optName: '골드', price: 3_000, text: null, textRule: null },
          { optionItemId: 11, categoryName: '각인', optName: '이니셜 각인 (영문 3자 이내)', price: 5_000, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } },
        ],
        eachPrice: 32_000,
        lineTotal: 64_000,
      },
    ],
    payments: [{ paymentId: 'tid-41', paidAt: '2026-11-23T03:00:05.000Z', method: 'card', price: 64_000, description: '카드', cancelled: 'N' }],
    goodsTotal: 64_000,
    shippingFee: 0,
    couponDiscount: 0,
    couponName: null,
    pointsUsed: 0,
    totalPrice: 64_000,
    paymentMethod: 'card',
    carrierName: null,
    trackingNumber: null,
    deliveredAt: null,
    madeToOrder: true,
    claim: null,
    memberId: 7,
    carrierCode: null,
    refundable: 64_000,
    staffPayments: [{ paymentId: 'tid-41', price: 64_000, method: 'card', cancled: 'N' }],
    productionStage: 'CUTTING',
    madeToOrderGoods: true,
    testPayment: false,
    amounts: { goods: 64_000, options: 0, shipping: 0, coupon: 0, couponName: null, points: 0, paid: 64_000 },
    payment: { method: 'card', approvalNumber: 'tid-41', approvedAt: '2026-11-23T03:00:05.000Z', amount: 64_000, description: '신한카드 1234', refunds: [] },
    timeline: [
      { at: '2026-11-23T03:00:00.000Z', from: null, to: 'PENDING_PAYMENT', stageFrom: null, stageTo: null, reason: '주문 접수', actorKind: 'member', actorId: 7, actorName: null },
      { at: '2026-11-23T03:00:03.000Z', from: 'PENDING_PAYMENT', to: 'PAYMENT_APPROVING', stageFrom: null, stageTo: null, reason: '결제 승인 요청', actorKind: 'system', actorId: null, actorName: null },
      { at: '2026-11-23T03:00:05.000Z', from: 'PAYMENT_APPROVING', to: 'PREPARING', stageFrom: null, stageTo: null, reason: '결제 완료', actorKind: 'system', actorId: null, actorName: null },
      { at: '2026-11-24T01:00:00.000Z', from: 'PREPARING', to: 'PREPARING', stageFrom: 'CONFIRMED', stageTo: 'CUTTING', reason: '제작 단계 변경', actorKind: 'staff', actorId: 3, actorName: 'cs@shop.test' },
    ],
    memo: null,
    ...overrides,
  } as StaffOrder;
}

export const tabCounts: StaffOrderTabCounts = { all: 12, paid: 3, making: 2, shipping: 1, delivered: 4, cancelled: 1, claims: 1, capped: [] };

export const claimRows: ClaimRow[] = [
  { orderId: 51, orderNumber: '20261120-000051', kind: 'return', memberId: 7, ordererName: '김민수', requestedAt: '2026-11-22T03:00:00.000Z', state: 'pending', totalPrice: 40_000, refund: null },
  { orderId: 42, orderNumber: '20261123-000042', kind: 'cancel', memberId: 8, ordererName: '이서연', requestedAt: '2026-11-23T05:00:00.000Z', state: 'cancelled', totalPrice: 25_000, refund: null },
];

export const returnOrder = staffOrder({
  id: 51,
  orderNumber: '20261120-000051',
  status: 'RETURN_REQUESTED',
  oStatus: 'return-requested',
  totalPrice: 40_000,
  refundable: 40_000,
  staffPayments: [{ paymentId: 'tid-51', price: 40_000, method: 'card', cancled: 'N' }],
  claim: { kind: 'return', reason: 'defect', reasonLabel: '상품 불량', detail: '손잡이 박음질이 풀려 있습니다.', photos: ['/uploads/claims/a.webp'], requestedAt: '2026-11-22T03:00:00.000Z', outcome: null, note: null, decidedAt: null, refund: null, stage: 'pickup', lines: [{ lineIndex: 0, quantity: 1 }], pickupAt: '2026-11-23T03:00:00.000Z', pickupTrackingNumber: '6012345678901', exchangeTrackingNumber: null, refundDue: 40_000 },
});

/** A fake of the back office's order and claim calls; every call is recorded. */
export function ordersHandlers({ order = staffOrder(), claim = returnOrder, shipFailure = null as string | null, memoFailure = null as string | null } = {}) {
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    calls.push({ method: request.method, url: new URL(request.url), body });
  };
  const handlers = [
    http.get('/api/order', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', page(rows)));
    }),
    http.get('/api/order/tab-counts', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', tabCounts));
    }),
    http.put('/api/order/:id/memo', async ({ request }) => {
      await record(request);
      if (memoFailure) return HttpResponse.json(fail('4000', memoFailure), { status: 400 });
      const { memo } = (await request.clone().json()) as { memo: string };
      const saved: StaffMemo = { text: memo.trim(), updatedAt: '2026-11-24T05:00:00.000Z', updatedBy: 'owner@shop.test' };
      return HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.', dto: saved });
    }),
    http.get('/api/order/one/:id', async ({ request, params }) => {
      await record(request);
      return Number(params.id) === order.id ? HttpResponse.json(ok('dto', order)) : HttpResponse.json(fail('4040', '주문 정보를 찾을 수 없습니다.'), { status: 404 });
    }),
    http.put('/api/order/:id', async ({ request }) => {
      await record(request);
      if (shipFailure) return HttpResponse.json(fail('4090', shipFailure), { status: 409 });
      return HttpResponse.json({ result: '0000', message: '운송장번호가 등록되었습니다.' });
    }),
    http.post('/api/order/:id/staff-cancel', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: '주문이 취소되었습니다.' });
    }),
    http.post('/api/order/:id/delivered', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: '배송 완료로 처리되었습니다.' });
    }),
    http.get('/api/claims', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', page(claimRows)));
    }),
    http.get('/api/claims/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', claim));
    }),
    http.post('/api/claims/:id/approve', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: '승인되었습니다.' });
    }),
    http.post('/api/claims/:id/reject', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ result: '0000', message: '거절되었습니다.' });
    }),
  ];
  return { handlers, calls };
}
