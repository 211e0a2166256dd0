import { ApiProperty } from '@nestjs/swagger';
import { ORDER_ACTOR_KINDS } from '../domain/order-actor';
import { amountBreakdownOf } from '../domain/order-amount-breakdown';
import type { Order } from '../domain/order';
import { refundsOf } from '../domain/order-refunds';
import type { OrderRefundFact } from './ports/order-refunds.port';
import { ORDER_STATUSES } from '../domain/order-status';
import { PRODUCTION_STAGES } from '../domain/production-stage';
import type { StaffMemo } from '../domain/staff-memo';

/** What the order's price is made of (domain/order-amount-breakdown.ts): every figure as stored when it was placed. */
export class StaffOrderAmountsResponse {
  @ApiProperty({ example: 30000, description: 'the goods at their prices when ordered, without options' })
  goods!: number;

  @ApiProperty({ example: 5000, description: "the options' surcharges" })
  options!: number;

  @ApiProperty({ example: 0, description: 'the shipping fee the checkout charged (stored, never worked out again)' })
  shipping!: number;

  @ApiProperty({ example: 3000 })
  coupon!: number;

  @ApiProperty({ example: '신규 가입 쿠폰', nullable: true, type: String })
  couponName!: string | null;

  @ApiProperty({ example: 100 })
  points!: number;

  @ApiProperty({ example: 31900, description: 'what the shopper paid: goods + options − coupon − points + shipping' })
  paid!: number;
}

/** Money given back: a cancel (the whole payment) or an approved return (its refund). */
export class StaffRefundResponse {
  @ApiProperty({ example: 'cancel', enum: ['cancel', 'return'] })
  kind!: 'cancel' | 'return';

  @ApiProperty({ example: 31900 })
  amount!: number;

  @ApiProperty({ example: '2026-11-24T02:00:00.000Z', format: 'date-time' })
  at!: string;

  @ApiProperty({
    example: 'succeeded',
    enum: ['pending', 'succeeded', 'failed'],
    description: 'pending: the provider has not confirmed it yet (retried with backoff); failed: every try failed, a person must act; succeeded: given back',
  })
  status!: 'pending' | 'succeeded' | 'failed';

  @ApiProperty({ example: null, nullable: true, type: String, description: "the provider's last error while it is not given back; null otherwise" })
  lastError!: string | null;
}

/** The order's payment as the provider approved it, and what was given back. */
export class StaffPaymentDetailResponse {
  @ApiProperty({ example: 'card', enum: ['card', 'naverpay', 'kakaopay'] })
  method!: string;

  @ApiProperty({ example: 'nicepay_T2611231205001', description: "the provider's transaction id (tid) the approval was made under" })
  approvalNumber!: string;

  @ApiProperty({ example: '2026-11-23T03:00:05.000Z', format: 'date-time', description: 'when the provider approved it' })
  approvedAt!: string;

  @ApiProperty({ example: 31900 })
  amount!: number;

  @ApiProperty({ example: '신한카드 1234', description: "the provider's description (card and number's end)" })
  description!: string;

  @ApiProperty({ type: [StaffRefundResponse], description: 'oldest first; empty when nothing was given back' })
  refunds!: StaffRefundResponse[];
}

/** One entry of the order's timeline: a status change or a move on the workshop's board, who made it and why. */
export class OrderTimelineEntryResponse {
  @ApiProperty({ example: '2026-11-23T03:00:05.000Z', format: 'date-time' })
  at!: string;

  @ApiProperty({ example: 'PAYMENT_APPROVING', nullable: true, type: String, enum: ORDER_STATUSES, description: "null for the order's first entry" })
  from!: string | null;

  @ApiProperty({ example: 'PREPARING', enum: ORDER_STATUSES })
  to!: string;

  @ApiProperty({ example: null, nullable: true, type: String, enum: PRODUCTION_STAGES, description: "a board move's stage before; null for a status change" })
  stageFrom!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, enum: PRODUCTION_STAGES })
  stageTo!: string | null;

  @ApiProperty({ example: '결제 완료' })
  reason!: string;

  @ApiProperty({ example: 'system', enum: ORDER_ACTOR_KINDS, description: 'member (회원), staff (직원: actorName), system (시스템) or guest (비회원)' })
  actorKind!: string;

  @ApiProperty({ example: null, nullable: true, type: 'integer', description: "the member's or the admin's id" })
  actorId!: number | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'staff only: the e-mail or token name they acted under' })
  actorName!: string | null;
}

/** Staff's memo of the order: staff only, never in an answer to a member. */
export class StaffMemoResponse {
  @ApiProperty({ example: '고객 요청: 11/28 이전 도착 희망 (전화 확인)', maxLength: 2000 })
  text!: string;

  @ApiProperty({ example: '2026-11-23T05:00:00.000Z', format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ example: 'staff@shop.example', description: 'the e-mail or token name of the last edit' })
  updatedBy!: string;
}

export function toStaffMemoResponse(memo: StaffMemo): StaffMemoResponse {
  return { text: memo.text, updatedAt: memo.updatedAt.toISOString(), updatedBy: memo.updatedBy };
}

export function toStaffOrderAmounts(order: Order): StaffOrderAmountsResponse {
  const state = order.snapshot();
  return { ...amountBreakdownOf(state), couponName: state.couponName };
}

/**
 * The first (and only) payment the provider approved for the order, with the refunds and where payments stands with
 * each (the n-th refund the order decided is payments' n-th; refunds decided before payments kept them, given back at
 * once then, read as succeeded); null before payment.
 */
export function toStaffPaymentDetail(order: Order, facts: readonly OrderRefundFact[] = []): StaffPaymentDetailResponse | null {
  const state = order.snapshot();
  const payment = state.payments[0];
  if (!payment) return null;
  return {
    method: payment.method,
    approvalNumber: payment.tid,
    approvedAt: payment.paidAt.toISOString(),
    amount: payment.amount,
    description: payment.description,
    refunds: refundsOf(state).map((refund, index) => ({
      kind: refund.kind,
      amount: refund.amount,
      at: refund.at.toISOString(),
      status: facts[index]?.status ?? 'succeeded',
      lastError: facts[index]?.status === 'succeeded' ? null : (facts[index]?.lastError ?? null),
    })),
  };
}

export function toOrderTimeline(order: Order): OrderTimelineEntryResponse[] {
  return order.snapshot().history.map((entry) => ({
    at: entry.at.toISOString(),
    from: entry.from,
    to: entry.to,
    stageFrom: entry.stage?.from ?? null,
    stageTo: entry.stage?.to ?? null,
    reason: entry.reason,
    actorKind: entry.by.kind,
    actorId: entry.by.kind === 'system' || entry.by.kind === 'guest' ? null : entry.by.id,
    actorName: entry.by.kind === 'staff' ? entry.by.name : null,
  }));
}
