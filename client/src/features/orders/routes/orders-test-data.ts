import type { OrderRecord } from '../types';

/** An order as GET /api/order/one/{id} and the list answer it (two lines, coupon, paid by card). */
export function orderRecord(id: number, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id,
    orderNumber: `20261120-0000${id}`,
    created: '2026-11-20T03:00:00.000Z',
    oStatus: '0',
    status: 'PREPARING',
    ordererName: '김민수',
    ordererEmail: 'minsu@example.com',
    ordererPhone: '01012345678',
    recipient: '이솔',
    phone: '01098765432',
    zipCode: '04524',
    address: '서울 중구 세종대로 110',
    adrDetail: '3층',
    request: '문 앞에 놓아주세요',
    goods: [
      { id: 3, goodsName: '미니 토트백', thumb_src: '/t.svg', price: 189000 },
      { id: 8, goodsName: '반지갑', thumb_src: '/w.svg', price: 89000 },
    ],
    orderItems: [
      {
        goodsId: 3,
        amount: 1,
        unitPrice: 189000,
        options: [
          { optionItemId: 6, categoryName: '스트랩 길이', optName: '롱 (120cm)', price: 5000, text: null, textRule: null },
          { optionItemId: 7, categoryName: '각인', optName: '이니셜 각인', price: 0, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } },
        ],
        eachPrice: 194000,
        lineTotal: 194000,
      },
      { goodsId: 8, amount: 2, unitPrice: 89000, options: [], eachPrice: 89000, lineTotal: 178000 },
    ],
    payments: [{ paymentId: 'pay-1', paidAt: '2026-11-20T03:01:00.000Z', method: 'card', price: 362000, description: '미니 토트백 외 1건', cancelled: 'N' }],
    goodsTotal: 372000,
    shippingFee: 0,
    couponDiscount: 10000,
    couponName: '신규 가입 쿠폰',
    pointsUsed: 0,
    totalPrice: 362000,
    paymentMethod: 'card',
    carrierName: null,
    trackingNumber: null,
    deliveredAt: null,
    madeToOrder: true,
    claim: null,
    production: null,
    refundStatus: null,
    ...overrides,
  };
}
