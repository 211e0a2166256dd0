import { lineOptionLabel } from '../../../shared/domain/line-option-label';

/** What the confirmation text tells of a paid order. */
export interface PaidOrderSummary {
  /** The order's id: a member's link opens My Page's order detail. */
  id: number;
  /** Null for a guest order: its link opens the guest lookup (비회원 주문조회) with the number filled in. */
  memberId: number | null;
  orderNumber: string;
  goodsTitle: string;
  totalPrice: number;
  lines: {
    goodsName: string;
    amount: number;
    options: { categoryName: string; optName: string; price: number; text: string | null }[];
    lineTotal: number;
  }[];
}

/** At most this many lines are spelled out; the rest are counted ("외 2건"), so the text stays one LMS. */
export const PAID_TEXT_MAX_LINES = 5;

/** 12500 → "12,500원", grouped by thousands (ko-KR). */
const won = (n: number): string => `${n.toLocaleString('ko-KR')}원`;


/**
 * Where the shopper sees the order: My Page's order detail for a member, the guest lookup for a guest, on the shop's
 * public origin (PUBLIC_URL).
 */
export function orderLink(order: Pick<PaidOrderSummary, 'id' | 'memberId' | 'orderNumber'>, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return order.memberId === null ? `${origin}/order-lookup?orderNumber=${encodeURIComponent(order.orderNumber)}` : `${origin}/mypage/order/${order.id}`;
}

/**
 * The confirmation text: what will be made (each line with its options, personalisation texts, quantity and line
 * total), short enough for one LMS, no personal data beyond the order itself, and the link to the order.
 */
export function orderPaidText(order: PaidOrderSummary, publicUrl: string): string {
  const shown = order.lines.slice(0, PAID_TEXT_MAX_LINES);
  const rest = order.lines.length - shown.length;
  const lines = shown.flatMap((line) => [`- ${line.goodsName} ${line.amount}개 ${won(line.lineTotal)}`, ...line.options.map((option) => `  ${lineOptionLabel(option)}`)]);
  if (rest > 0) lines.push(`- 외 ${rest}건`);
  const goods = lines.length > 0 ? lines : [order.goodsTitle];
  return ['[the shop] 주문이 완료되었습니다.', `주문번호 ${order.orderNumber}`, ...goods, `결제금액 ${won(order.totalPrice)}`, '주문 제작 후 발송됩니다.', `주문 확인 ${orderLink(order, publicUrl)}`].join('\n');
}
