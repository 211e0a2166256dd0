import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import type { ClaimRow, StaffOrder, StaffOrderRow } from '../api/orders-types';
import type { RecordedCall } from '../../testing/admin-handlers';

export const rows: StaffOrderRow[] = [
  { id: 41, orderNumber: '20261123-000041', created: '2026-11-23T03:00:00.000Z', ordererName: '김민수', ordererEmail: 'minsu@example.com', price: 64_000, method: 'card', request: '문 앞에 놓아주세요', trackingNumber: null, carrierCode: null, status: 'PREPARING', oStatus: '0', cancled: 'N', payments: [{ paymentId: 'tid-41', price: 64_000, method: 'card', cancled: 'N' }] },
  { id: 42, orderNumber: '20261123-000042', created: '2026-11-23T04:00:00.000Z', ordererName: '이서연', ordererEmail: 'seoyeon@example.com', price: 25_000, method: 'naverpay', request: '', trackingNumber: null, carrierCode: null, status: 'CANCELLED', oStatus: 'cancelled', cancled: 'Y', payments: [{ paymentId: 'tid-42', price: 25_000, method: 'naverpay', cancled: 'Y' }] },
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
    ...overrides,
  } as StaffOrder;
}

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
  claim: { kind: 'return', reason: 'defect', reasonLabel: '상품 불량', detail: '손잡이 박음질이 풀려 있습니다.', photos: ['/uploads/claims/a.webp'], requestedAt: '2026-11-22T03:00:00.000Z', outcome: null, note: null, decidedAt: null, refund: null },
});

/** A fake of the back office's order and claim calls; every call is recorded. */
export function ordersHandlers({ order = staffOrder(), claim = returnOrder, shipFailure = null as string | null } = {}) {
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
