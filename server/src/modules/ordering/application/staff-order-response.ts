import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { isTestOrder } from '../domain/test-order';
import { CLAIM_KINDS } from '../domain/order-claim';
import type { Order } from '../domain/order';
import { PRODUCTION_STAGES } from '../domain/production-stage';
import type { StaffMemo } from '../domain/staff-memo';
import { OrderResponse, type PhotoUrl, toOrderResponse } from './order-response';
import { type OrderView, toOrderView } from './services/order-view';
import type { OrderRefundFact } from './ports/order-refunds.port';
import {
  OrderTimelineEntryResponse,
  StaffMemoResponse,
  StaffOrderAmountsResponse,
  StaffPaymentDetailResponse,
  toOrderTimeline,
  toStaffMemoResponse,
  toStaffOrderAmounts,
  toStaffPaymentDetail,
} from './staff-order-detail-response';

/** A payment as the back office reads it (the spec's `payments[0]`: paymentId, price, method, cancled Y/N). */
export class StaffPaymentResponse {
  @ApiProperty({ example: 'sandbox-2f6c1e0a9b' })
  paymentId!: string;

  @ApiProperty({ example: 64000 })
  price!: number;

  @ApiProperty({ example: 'card' })
  method!: string;

  @ApiProperty({ example: 'N', enum: ['Y', 'N'], description: "the spec's spelling: Y once given back" })
  cancled!: 'Y' | 'N';
}

/** One row of the back office's order list (/admin/payment). */
export class StaffOrderRowResponse {
  @ApiProperty({ example: 41 })
  id!: number;

  @ApiProperty({ example: '20261123-7KQ4M9XH2C' })
  orderNumber!: string;

  @ApiProperty({ example: '2026-11-23T03:00:00.000Z', format: 'date-time' })
  created!: string;

  @ApiProperty({ example: '김민수' })
  ordererName!: string;

  @ApiProperty({ example: 'minsu@example.com' })
  ordererEmail!: string;

  @ApiProperty({ example: 64000, description: 'what the shopper paid (the order total)' })
  price!: number;

  @ApiProperty({ example: 'card', enum: ['card', 'naverpay', 'kakaopay'] })
  method!: string;

  @ApiProperty({ example: '문 앞에 놓아주세요' })
  request!: string;

  @ApiProperty({ example: null, nullable: true, type: String })
  trackingNumber!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String })
  carrierCode!: string | null;

  @ApiProperty({ example: 'PREPARING' })
  status!: string;

  @ApiProperty({ example: '0' })
  oStatus!: string;

  @ApiProperty({ example: 'N', enum: ['Y', 'N'], description: 'Y when the payment was given back (the row is shown red)' })
  cancled!: 'Y' | 'N';

  @ApiProperty({ type: [StaffPaymentResponse] })
  payments!: StaffPaymentResponse[];

  @ApiProperty({ example: 'CUTTING', nullable: true, type: String, enum: PRODUCTION_STAGES, description: "the workshop's stage of a paid made-to-order order; null off the board" })
  productionStage!: string | null;

  @ApiProperty({ example: true, description: 'the order holds goods that were made to order when ordered' })
  madeToOrderGoods!: boolean;

  @ApiProperty({ example: false, description: 'paid in test mode (NicePay test store or the local sandbox): no money moved; do not make or ship it' })
  testPayment!: boolean;
}

/**
 * The order as staff read it: the member's view plus what staff decide with (the amounts as stored, the payment with
 * its approval and refunds, the timeline with who moved it, and staff's memo).
 */
@ApiExtraModels(StaffPaymentDetailResponse, StaffMemoResponse)
export class StaffOrderResponse extends OrderResponse {
  @ApiProperty({ example: 'staff', enum: ['staff'], description: 'this is the staff view' })
  view!: 'staff';

  @ApiProperty({ example: 7, nullable: true, type: 'integer', description: "the member's id; null once the member was deleted" })
  memberId!: number | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'the carrier code once shipped' })
  carrierCode!: string | null;

  @ApiProperty({ example: 64000, description: 'won paid and not yet given back: the most a refund may be' })
  refundable!: number;

  @ApiProperty({ type: [StaffPaymentResponse] })
  staffPayments!: StaffPaymentResponse[];

  @ApiProperty({ example: 'CUTTING', nullable: true, type: String, enum: PRODUCTION_STAGES, description: "the workshop's stage; null off the board" })
  productionStage!: string | null;

  @ApiProperty({ example: true, description: 'the order holds goods that were made to order when ordered' })
  madeToOrderGoods!: boolean;

  @ApiProperty({ example: false, description: 'paid in test mode (NicePay test store or the local sandbox): no money moved; do not make or ship it' })
  testPayment!: boolean;

  @ApiProperty({ type: StaffOrderAmountsResponse })
  amounts!: StaffOrderAmountsResponse;

  // allOf + nullable: OpenAPI 3.0's way to say "this object or null" ($ref ignores its siblings).
  @ApiProperty({ allOf: [{ $ref: getSchemaPath(StaffPaymentDetailResponse) }], nullable: true, description: 'the approved payment with its refunds; null before payment' })
  payment!: StaffPaymentDetailResponse | null;

  @ApiProperty({ type: [OrderTimelineEntryResponse], description: 'every status change and board move, oldest first' })
  timeline!: OrderTimelineEntryResponse[];

  @ApiProperty({ allOf: [{ $ref: getSchemaPath(StaffMemoResponse) }], nullable: true, description: "staff's memo (staff only); null before the first" })
  memo!: StaffMemoResponse | null;
}

/** One row of the cancel and claim list (/admin/cancel). */
export class ClaimRowResponse {
  @ApiProperty({ example: 41 })
  orderId!: number;

  @ApiProperty({ example: '20261123-7KQ4M9XH2C' })
  orderNumber!: string;

  @ApiProperty({ example: 'return', enum: ['cancel', ...CLAIM_KINDS] })
  kind!: string;

  @ApiProperty({ example: 7, nullable: true, type: 'integer' })
  memberId!: number | null;

  @ApiProperty({ example: '김민수' })
  ordererName!: string;

  @ApiProperty({ example: '2026-11-23T03:00:00.000Z', format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({ example: 'pending', enum: ['pending', 'approved', 'rejected', 'cancelled'] })
  state!: string;

  @ApiProperty({ example: 64000 })
  totalPrice!: number;

  @ApiProperty({ example: null, nullable: true, type: 'integer' })
  refund!: number | null;
}

export function toStaffPayments(order: OrderView): StaffPaymentResponse[] {
  return order.payments.map((payment) => ({ paymentId: payment.tid, price: payment.amount, method: payment.method, cancled: payment.cancelled ? 'Y' : 'N' }));
}

export function toStaffOrderRow(order: Order): StaffOrderRowResponse {
  const view = toOrderView(order);
  const payments = toStaffPayments(view);
  return {
    id: view.id,
    orderNumber: view.orderNumber,
    created: view.created.toISOString(),
    ordererName: view.orderer.name,
    ordererEmail: view.orderer.email,
    price: view.totalPrice,
    method: view.paymentMethod,
    request: view.shipping.request,
    trackingNumber: view.shipment?.trackingNumber ?? null,
    carrierCode: view.shipment?.carrierCode ?? null,
    status: view.status,
    oStatus: view.oStatus,
    cancled: view.status === 'CANCELLED' || (payments.length > 0 && payments.every((payment) => payment.cancled === 'Y')) ? 'Y' : 'N',
    payments,
    productionStage: view.productionStage,
    madeToOrderGoods: order.madeToOrder,
    testPayment: isTestOrder(order.snapshot()),
  };
}

export function toStaffOrderResponse(order: Order, photoUrl: PhotoUrl, memo: StaffMemo | null = null, refunds: readonly OrderRefundFact[] = []): StaffOrderResponse {
  const view = toOrderView(order);
  return {
    ...toOrderResponse(view, photoUrl, refunds),
    view: 'staff',
    memberId: view.memberId,
    carrierCode: view.shipment?.carrierCode ?? null,
    refundable: order.refundable(),
    staffPayments: toStaffPayments(view),
    productionStage: view.productionStage,
    madeToOrderGoods: order.madeToOrder,
    testPayment: isTestOrder(order.snapshot()),
    amounts: toStaffOrderAmounts(order),
    payment: toStaffPaymentDetail(order, refunds),
    timeline: toOrderTimeline(order),
    memo: memo ? toStaffMemoResponse(memo) : null,
  };
}

export function toClaimRow(order: Order): ClaimRowResponse {
  const view = toOrderView(order);
  const claim = view.claim;
  const cancelled = view.status === 'CANCELLED';
  const cancelledAt = [...view.history].reverse().find((entry) => entry.to === 'CANCELLED')?.at ?? view.updated;
  return {
    orderId: view.id,
    orderNumber: view.orderNumber,
    kind: cancelled || !claim ? 'cancel' : claim.kind,
    memberId: view.memberId,
    ordererName: view.orderer.name,
    requestedAt: (cancelled || !claim ? cancelledAt : claim.requestedAt).toISOString(),
    state: cancelled || !claim ? 'cancelled' : (claim.outcome ?? 'pending'),
    totalPrice: view.totalPrice,
    refund: claim?.refund ?? null,
  };
}
