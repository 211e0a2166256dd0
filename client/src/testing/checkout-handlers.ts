import { http, HttpResponse } from 'msw';
import type { RootState } from '@/app/store';
import type { ShippingAddress } from '@/features/checkout/types';
import type { LineItem } from '@/lib/line-item';
import { fail, ok, page } from './fixtures';

/** A member as the client keeps one, logged in. */
export const memberState = {
  id: 12,
  email: 'minsu@example.com',
  memberName: '김민수',
  birth: '1990-05-17',
  phone: '01012345678',
  point: 0,
  sex: 0,
  termMarketing: 'N' as const,
  termNews: 'N' as const,
};

export const toteLine: LineItem = {
  id: 3,
  goodsName: '미니 토트백',
  thumb_src: '/images/goods/mini-tote-1.svg',
  price: 189000,
  count: 1,
  options: [{ categoryId: 2, categoryName: '스트랩 길이', optId: 6, optName: '롱 (120cm)', price: 5000 }],
};
export const walletLine: LineItem = { id: 8, goodsName: '반지갑', thumb_src: '/images/goods/wallet-1.svg', price: 89000, count: 2, options: [] };

/** The state of a member checking out these lines (from the cart unless said). */
export function checkoutState(items: LineItem[], extra: Partial<RootState> = {}): Partial<RootState> {
  return {
    member: memberState,
    paymentGoods: { items, source: 'cart', returnTo: '/' },
    ...extra,
  };
}

export interface QuoteBody {
  memberId: number;
  goodsId: number[];
  amount: number[];
  options: number[][];
  couponId?: number | null;
  point?: number;
}

/**
 * quote.php priced like the server: goods + options × quantity, shipping 3,000 below 30,000, the coupon's discount,
 * points as asked. `balance` is the member's points; a coupon id in `refuse` answers the server's refusal.
 */
export function quoteHandler({ balance = 0, refuse = [] as number[] } = {}) {
  const bodies: QuoteBody[] = [];
  const handler = http.post('/api/order/quote.php', async ({ request }) => {
    const body = (await request.json()) as QuoteBody;
    bodies.push(body);
    if (body.couponId && refuse.includes(body.couponId)) {
      return HttpResponse.json(fail('4000', '사용할 수 없는 쿠폰입니다.', 'PROMOTIONS.COUPON_NOT_APPLICABLE'), { status: 400 });
    }
    const prices: Record<number, number> = { 3: 189000, 8: 89000 };
    const optionPrices: Record<number, number> = { 6: 5000 };
    const lines = body.goodsId.map((goodsId, index) => {
      const unitPrice = prices[goodsId] + body.options[index].reduce((sum, id) => sum + (optionPrices[id] ?? 0), 0);
      return { goodsId, goodsName: String(goodsId), thumb_src: '', unitPrice: prices[goodsId], options: [], eachPrice: unitPrice, amount: body.amount[index], lineTotal: unitPrice * body.amount[index] };
    });
    const goodsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const couponDiscount = body.couponId ? 10000 : 0;
    const pointsUsed = body.point ?? 0;
    const shippingFee = goodsTotal >= 30000 ? 0 : 3000;
    return HttpResponse.json(
      ok('dto', {
        lines,
        goodsTotal,
        shippingFee,
        couponDiscount,
        couponName: body.couponId ? '신규 가입 쿠폰' : null,
        pointsUsed,
        total: goodsTotal + shippingFee - couponDiscount - pointsUsed,
        pointBalance: balance,
        madeToOrder: true,
      }),
    );
  });
  return { handler, bodies };
}

export function coupon(id: number, couponName: string, minPrice: number, discount: { rate?: number; price?: number } = { price: 10000 }) {
  return {
    id,
    couponId: id * 10,
    couponCode: `CODE${id}`,
    couponName,
    discountRate: discount.rate ?? null,
    discountPrice: discount.price ?? null,
    minPrice,
    startDate: '2026-01-01',
    expirationDate: '2026-12-31',
    forNew: 'N',
  };
}

export const couponListHandler = (coupons: ReturnType<typeof coupon>[]) =>
  http.get('/api/member/coupon_list', () => HttpResponse.json(ok('dto', { couponDtos: coupons })));

export const homeAddress: ShippingAddress = {
  id: 7,
  sname: '집',
  recipient: '김민수',
  phone: '01012345678',
  zipCode: '04524',
  address: '서울 중구 세종대로 110',
  adrDetail: '3층',
  baseAddress: 'Y',
};
export const officeAddress: ShippingAddress = { ...homeAddress, id: 9, sname: '회사', address: '서울 강남구 테헤란로 1', adrDetail: '10층', baseAddress: 'N' };

export const addressBookHandler = (entries: ShippingAddress[]) =>
  http.get('/api/shipment/adr.php', () => HttpResponse.json(ok('list', page(entries, { size: 5 }))));
