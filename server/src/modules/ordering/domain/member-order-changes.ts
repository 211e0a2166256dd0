import type { Failure } from '../../../shared/domain/result';
import type { OrderStatus } from './order-status';
import { OrderingFailures } from './ordering-failures';

/** The shipping fields a member may change while the order is being prepared (never the zip code or the address). */
export interface ShippingChange {
  recipient: string;
  phone: string;
  adrDetail: string;
  request: string;
}

/** Only a paid order that has not left the workshop (PREPARING) may be changed or cancelled by its member. */
export const MEMBER_CHANGEABLE_STATUS: OrderStatus = 'PREPARING';

/** Handed to the carrier or later: shipping has begun. */
const SHIPPING_BEGUN: readonly OrderStatus[] = ['SHIPPING', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];

/** Why a member's edit or cancel of an order in `status` is refused; null when it is allowed. */
export function refusedMemberChange(status: OrderStatus, change: 'edit' | 'cancel'): Failure | null {
  if (status === MEMBER_CHANGEABLE_STATUS) return null;
  if (status === 'CANCELLED') return OrderingFailures.alreadyCancelled();
  if (SHIPPING_BEGUN.includes(status)) return change === 'edit' ? OrderingFailures.shippingBegunNoEdit() : OrderingFailures.shippingBegunNoCancel();
  // Awaiting or failing payment: nothing to change or give back yet.
  return OrderingFailures.notPaidYet();
}

/** The history entry of a shipping change: what the fields were before it (kept with the order, like the order itself). */
export function shippingChangeReason(before: ShippingChange): string {
  return `배송 정보 변경 (이전: 받는 분 ${before.recipient}, 연락처 ${before.phone}, 상세주소 ${before.adrDetail || '-'}, 요청사항 ${before.request || '-'})`;
}

/** The history entry of a member's cancel, with the member's reason when they gave one. */
export function memberCancelReason(reason: string): string {
  const given = reason.trim();
  return given ? `회원 주문 취소: ${given}` : '회원 주문 취소';
}

/** The history entry of a member's correction of a personalisation text: which option, what it was and is. */
export function textChangeReason(optName: string, before: string | null, after: string): string {
  return `각인 문구 변경 (${optName}: ${before ?? '-'} → ${after})`;
}
