import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { TEXT_CHARSETS } from '../../../shared/domain/personalisation-text';
import { CLAIM_KINDS, CLAIM_REASON_LABELS, CLAIM_REASONS } from '../domain/order-claim';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from '../domain/production-stage';
import { refundProgress, type RefundProgress } from '../domain/refund-progress';
import type { OrderRefundFact } from './ports/order-refunds.port';
import type { OrderView } from './services/order-view';

/** A payment as the shopper's screens read it (api.md: PaymentResponse). */
export class PaymentResponse {
  @ApiProperty({ example: 'sandbox-2f6c1e0a9b', description: "the provider's transaction id" })
  paymentId!: string;

  @ApiProperty({ example: '2026-11-23T03:05:00.000Z', format: 'date-time' })
  paidAt!: string;

  @ApiProperty({ example: 'card' })
  method!: string;

  @ApiProperty({ example: 64000 })
  price!: number;

  @ApiProperty({ example: '신한카드 1234' })
  description!: string;

  @ApiProperty({ example: 'N', enum: ['Y', 'N'], description: 'Y once the payment was given back' })
  cancelled!: 'Y' | 'N';
}

/** A return or exchange request as the member reads it, with staff's decision once made. */
export class OrderClaimResponse {
  @ApiProperty({ example: 'return', enum: CLAIM_KINDS })
  kind!: string;

  @ApiProperty({ example: 'defect', enum: CLAIM_REASONS })
  reason!: string;

  @ApiProperty({ example: '상품 불량', description: "the reason's label" })
  reasonLabel!: string;

  @ApiProperty({ example: '가방 손잡이의 박음질이 풀려 있습니다.' })
  detail!: string;

  @ApiProperty({ type: [String], example: ['/uploads/claims/0b6f7c1e-3d0a-4a57-9f4e-2c1b8d7e6a59.webp'], description: "the request's photos (WebP), up to 3; empty when none" })
  photos!: string[];

  @ApiProperty({ example: '2026-11-23T03:05:00.000Z', format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({ example: null, nullable: true, type: String, enum: ['approved', 'rejected'], description: "staff's decision; null while open" })
  outcome!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: "staff's note to the member (a rejection's reason)" })
  note!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time' })
  decidedAt!: string | null;

  @ApiProperty({ example: null, nullable: true, type: 'integer', required: false, description: 'won given back when a return was approved; null otherwise' })
  refund?: number | null;

  @ApiProperty({ example: 'pickup', enum: ['requested', 'pickup', 'approved', 'rejected'], description: 'the step: 신청 접수, 회수 중 (a return), 완료 (검수 완료/교환 완료), 거절' })
  stage!: 'requested' | 'pickup' | 'approved' | 'rejected';

  @ApiProperty({ type: () => [OrderClaimLineResponse], description: "a return's lines and quantities (an exchange: every line whole)" })
  lines!: OrderClaimLineResponse[];

  @ApiProperty({ example: '2026-11-24T03:05:00.000Z', nullable: true, type: String, format: 'date-time', description: '회수 중 since; null before the pickup' })
  pickupAt!: string | null;

  @ApiProperty({ example: '6012345678901', nullable: true, type: String, description: "the pickup parcel's tracking number" })
  pickupTrackingNumber!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: "an approved exchange's outgoing parcel" })
  exchangeTrackingNumber!: string | null;

  @ApiProperty({ example: 38000, nullable: true, type: 'integer', description: "a return: the refund the server computed from its lines (what the inspection gives back, or gave); null for an exchange" })
  refundDue!: number | null;
}

/** One returned line: its position in `items`, how many, and their worth before the coupon and points shares. */
export class OrderClaimLineResponse {
  @ApiProperty({ example: 0, type: 'integer' })
  lineIndex!: number;

  @ApiProperty({ example: 1, type: 'integer' })
  quantity!: number;
}

/** Where a browser loads a stored file from (FileStoragePort.url). */
export type PhotoUrl = (key: string) => string;

export function toOrderClaimResponse(claim: NonNullable<OrderView['claim']>, photoUrl: PhotoUrl, refundDue: number | null = null): OrderClaimResponse {
  return {
    kind: claim.kind,
    reason: claim.reason,
    reasonLabel: CLAIM_REASON_LABELS[claim.reason],
    detail: claim.detail,
    photos: claim.photoKeys.map(photoUrl),
    requestedAt: claim.requestedAt.toISOString(),
    outcome: claim.outcome,
    note: claim.note,
    decidedAt: claim.decidedAt ? claim.decidedAt.toISOString() : null,
    refund: claim.refund,
    stage: claim.outcome ?? (claim.pickup ? 'pickup' : 'requested'),
    lines: claim.lines.map(({ lineIndex, quantity }) => ({ lineIndex, quantity })),
    pickupAt: claim.pickup ? claim.pickup.at.toISOString() : null,
    pickupTrackingNumber: claim.pickup?.trackingNumber ?? null,
    exchangeTrackingNumber: claim.exchangeTrackingNumber,
    refundDue,
  };
}

/** Where a paid made-to-order order is in the workshop, and when it should leave (Korean days, business days counted). */
export class OrderProductionResponse {
  @ApiProperty({ example: 'SEWING', enum: PRODUCTION_STAGES })
  stage!: string;

  @ApiProperty({ example: '봉제', description: "the stage's Korean name: 주문확인, 재단, 봉제, 마감·검수, 출고대기" })
  stageLabel!: string;

  @ApiProperty({ example: '2026-11-26', format: 'date', description: 'the earliest dispatch day (Korea): the work start + the least production days' })
  dispatchFrom!: string;

  @ApiProperty({ example: '2026-11-28', format: 'date', description: 'the promised dispatch day (Korea): the work start + the most production days' })
  dispatchDue!: string;
}

/** The order's place on the workshop's board; null off it (not paid yet, goods not made to order, shipped or cancelled). */
export function toOrderProduction(order: Pick<OrderView, 'productionStage' | 'dispatch'>): OrderProductionResponse | null {
  if (order.productionStage === null || order.dispatch === null) return null;
  return { stage: order.productionStage, stageLabel: PRODUCTION_STAGE_LABELS[order.productionStage], dispatchFrom: order.dispatch.from, dispatchDue: order.dispatch.due };
}

export class OrderGoodsResponse {
  @ApiProperty({ example: 3, description: 'the goods id' })
  id!: number;

  @ApiProperty({ example: '블랙 토트백' })
  goodsName!: string;

  @ApiProperty({ example: '/images/goods/3/thumb.jpg' })
  thumb_src!: string;

  @ApiProperty({ example: 39000, description: 'the goods price when ordered, without options' })
  price!: number;
}

/** The rule a personalisation text was checked by when ordered (a correction meets it too). */
export class OrderTextRuleResponse {
  @ApiProperty({ example: '이니셜' })
  label!: string;

  @ApiProperty({ example: 3 })
  maxLength!: number;

  @ApiProperty({ example: 'UPPER_LATIN', enum: TEXT_CHARSETS })
  charset!: string;

  @ApiProperty({ example: true })
  upperCase!: boolean;
}

@ApiExtraModels(OrderTextRuleResponse)
export class OrderItemOptionResponse {
  @ApiProperty({ example: 11, description: 'the option item (names a correction of its text)' })
  optionItemId!: number;

  @ApiProperty({ example: '각인' })
  categoryName!: string;

  @ApiProperty({ example: '이니셜 각인 (영문 3자 이내)' })
  optName!: string;

  @ApiProperty({ example: 5000 })
  price!: number;

  @ApiProperty({ example: 'JHK', nullable: true, type: String, description: 'the personalisation text as it will be engraved; null when the option asks none' })
  text!: string | null;

  // allOf + nullable: OpenAPI 3.0's way to say "this object or null" ($ref ignores its siblings).
  @ApiProperty({ allOf: [{ $ref: getSchemaPath(OrderTextRuleResponse) }], nullable: true, description: 'the rule the text meets; null when the option asks none' })
  textRule!: OrderTextRuleResponse | null;
}

export class OrderItemResponse {
  @ApiProperty({ example: 3 })
  goodsId!: number;

  @ApiProperty({ example: 1 })
  amount!: number;

  @ApiProperty({ example: 39000, description: 'the goods price alone, when ordered' })
  unitPrice!: number;

  @ApiProperty({ type: [OrderItemOptionResponse] })
  options!: OrderItemOptionResponse[];

  @ApiProperty({ example: 44000, description: 'one piece: unitPrice + Σ option prices' })
  eachPrice!: number;

  @ApiProperty({ example: 44000, description: 'eachPrice × amount' })
  lineTotal!: number;
}

/** An order as the shopper's screens read it (api.md: OrderResponse); goods[] runs parallel to orderItems[]. */
@ApiExtraModels(OrderClaimResponse, OrderProductionResponse)
export class OrderResponse {
  @ApiProperty({ example: 41 })
  id!: number;

  @ApiProperty({ example: '20261123-7KQ4M9XH2C' })
  orderNumber!: string;

  @ApiProperty({ example: '2026-11-23T03:00:00.000Z', format: 'date-time' })
  created!: string;

  @ApiProperty({
    example: '0',
    description: "'0' preparing, '1' shipping, '2' delivered; otherwise pending, approving, failed, cancelled, return-requested, returned, exchange-requested, exchanged",
  })
  oStatus!: string;

  @ApiProperty({
    example: 'PREPARING',
    enum: ['PENDING_PAYMENT', 'PAYMENT_APPROVING', 'PAYMENT_FAILED', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'],
  })
  status!: string;

  @ApiProperty({ example: '김민수' })
  ordererName!: string;

  @ApiProperty({ example: 'minsu@example.com' })
  ordererEmail!: string;

  @ApiProperty({ example: '01012345678' })
  ordererPhone!: string;

  @ApiProperty({ example: '김민수' })
  recipient!: string;

  @ApiProperty({ example: '01012345678' })
  phone!: string;

  @ApiProperty({ example: '04524' })
  zipCode!: string;

  @ApiProperty({ example: '서울 중구 세종대로 110' })
  address!: string;

  @ApiProperty({ example: '3층' })
  adrDetail!: string;

  @ApiProperty({ example: '문 앞에 놓아주세요' })
  request!: string;

  @ApiProperty({ type: [OrderGoodsResponse] })
  goods!: OrderGoodsResponse[];

  @ApiProperty({ type: [OrderItemResponse] })
  orderItems!: OrderItemResponse[];

  @ApiProperty({ type: [PaymentResponse] })
  payments!: PaymentResponse[];

  @ApiProperty({ example: 68000 })
  goodsTotal!: number;

  @ApiProperty({ example: 0 })
  shippingFee!: number;

  @ApiProperty({ example: 3000 })
  couponDiscount!: number;

  @ApiProperty({ example: '신규 가입 쿠폰', nullable: true, type: String })
  couponName!: string | null;

  @ApiProperty({ example: 1000 })
  pointsUsed!: number;

  @ApiProperty({ example: 64000 })
  totalPrice!: number;

  @ApiProperty({ example: 'card', enum: ['card', 'naverpay', 'kakaopay'] })
  paymentMethod!: string;

  @ApiProperty({ example: 'CJ대한통운', nullable: true, type: String, description: 'the carrier once the order ships; null before' })
  carrierName!: string | null;

  @ApiProperty({ example: '123456789012', nullable: true, type: String, description: 'the tracking number once the order ships; null before' })
  trackingNumber!: string | null;

  @ApiProperty({ example: '2026-11-25T06:00:00.000Z', nullable: true, type: String, format: 'date-time', description: 'when it was received; null before' })
  deliveredAt!: string | null;

  @ApiProperty({ example: true, description: 'the shopper consented to goods made to order (a change of mind is then no reason to return them)' })
  madeToOrder!: boolean;

  // allOf + nullable: OpenAPI 3.0's way to say "this object or null" ($ref ignores its siblings).
  @ApiProperty({ allOf: [{ $ref: getSchemaPath(OrderClaimResponse) }], nullable: true, description: 'the latest return or exchange request; null when none' })
  claim!: OrderClaimResponse | null;

  @ApiProperty({
    allOf: [{ $ref: getSchemaPath(OrderProductionResponse) }],
    nullable: true,
    description: 'the workshop stage and the estimated dispatch days of a paid made-to-order order while it is made; null otherwise',
  })
  production!: OrderProductionResponse | null;

  @ApiProperty({
    example: 'PENDING',
    enum: ['PENDING', 'DONE'],
    nullable: true,
    type: String,
    description: "the order's refunds: PENDING (환불 처리 중) until the payment provider confirmed every one, DONE after; null without refunds",
  })
  refundStatus!: RefundProgress;
}

export function toPaymentResponse(payment: OrderView['payments'][number]): PaymentResponse {
  return {
    paymentId: payment.tid,
    paidAt: payment.paidAt.toISOString(),
    method: payment.method,
    price: payment.amount,
    description: payment.description,
    cancelled: payment.cancelled ? 'Y' : 'N',
  };
}

/** The order's payment that was not given back, if any. */
export function livePayment(order: OrderView): PaymentResponse | null {
  const payment = order.payments.find((each) => !each.cancelled);
  return payment ? toPaymentResponse(payment) : null;
}

/** `refunds`: the order's, from payments (OrderRefundsPort); without them the order reads as having none. */
export function toOrderResponse(order: OrderView, photoUrl: PhotoUrl, refunds: readonly Pick<OrderRefundFact, 'orderId' | 'status'>[] = []): OrderResponse {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    created: order.created.toISOString(),
    oStatus: order.oStatus,
    status: order.status,
    ordererName: order.orderer.name,
    ordererEmail: order.orderer.email,
    ordererPhone: order.orderer.phone,
    recipient: order.shipping.recipient,
    phone: order.shipping.phone,
    zipCode: order.shipping.zipCode,
    address: order.shipping.address,
    adrDetail: order.shipping.adrDetail,
    request: order.shipping.request,
    goods: order.lines.map((line) => ({ id: line.goodsId, goodsName: line.goodsName, thumb_src: line.thumbSrc, price: line.unitPrice })),
    orderItems: order.lines.map((line) => ({
      goodsId: line.goodsId,
      amount: line.amount,
      unitPrice: line.unitPrice,
      options: line.options.map((option) => ({
        optionItemId: option.optionItemId,
        categoryName: option.categoryName,
        optName: option.optName,
        price: option.price,
        text: option.text,
        textRule: option.textRule ? { ...option.textRule } : null,
      })),
      eachPrice: line.options.reduce((sum, option) => sum + option.price, line.unitPrice),
      lineTotal: line.lineTotal,
    })),
    payments: order.payments.map(toPaymentResponse),
    goodsTotal: order.goodsTotal,
    shippingFee: order.shippingFee,
    couponDiscount: order.couponDiscount,
    couponName: order.couponName,
    pointsUsed: order.pointsUsed,
    totalPrice: order.totalPrice,
    paymentMethod: order.paymentMethod,
    carrierName: order.shipment?.carrierName ?? null,
    trackingNumber: order.shipment?.trackingNumber ?? null,
    deliveredAt: order.shipment?.deliveredAt ? order.shipment.deliveredAt.toISOString() : null,
    madeToOrder: order.consents.madeToOrder,
    claim: order.claim ? toOrderClaimResponse(order.claim, photoUrl, order.returnRefund?.due ?? null) : null,
    production: toOrderProduction(order),
    refundStatus: refundProgress(refunds.filter((refund) => refund.orderId === order.id)),
  };
}

/** GET /api/order_end.php: the order and its payment at the top level of the envelope (api.md). */
@ApiExtraModels(PaymentResponse)
export class OrderEndAnswer {
  @ApiProperty({ example: '0000' })
  result!: string;

  @ApiProperty({ example: '정상 처리되었습니다.' })
  message!: string;

  @ApiProperty({ type: OrderResponse })
  orders!: OrderResponse;

  // allOf + nullable: OpenAPI 3.0's way to say "this object or null" ($ref ignores its siblings).
  @ApiProperty({ allOf: [{ $ref: getSchemaPath(PaymentResponse) }], nullable: true, description: "the order's payment that was not given back; null before payment" })
  payment!: PaymentResponse | null;
}

/** My Page's summary boxes; domain/order-status-counts.ts says which states count where. */
export class OrderCountsResponse {
  @ApiProperty({ example: 1, description: 'PREPARING' })
  before!: number;

  @ApiProperty({ example: 0, description: 'SHIPPING' })
  after!: number;

  @ApiProperty({ example: 2, description: 'DELIVERED' })
  end!: number;

  @ApiProperty({ example: 0, description: 'CANCELLED' })
  cancel!: number;

  @ApiProperty({ example: 0, description: 'EXCHANGE_REQUESTED and EXCHANGED' })
  change!: number;

  @ApiProperty({ example: 0, description: 'RETURN_REQUESTED and RETURNED' })
  refund!: number;
}
