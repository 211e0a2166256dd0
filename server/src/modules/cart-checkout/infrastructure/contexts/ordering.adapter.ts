import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../shared/domain/result';
import { OrderBookService, type OrderView } from '../../../ordering/application/services/order-book.service';
import type {
  ApprovalClaim,
  CheckoutOrder,
  OrderBookPort,
  OrderOwner,
  OrderShippingChange,
  PaymentRecord,
  PendingOrderDraft,
  RefundDue,
} from '../../application/ports/order-book.port';
import { PAYMENT_GATEWAY } from '../../../payments/application/payments.di-tokens';
import type { PaymentGatewayPort, PaymentMethod } from '../../../payments/application/ports/payment-gateway.port';

/** The order's title for the provider: the first item's name, plus how many others. */
function titleOf(order: OrderView): string {
  const [first, ...others] = order.lines;
  if (!first) return '';
  return others.length === 0 ? first.goodsName : `${first.goodsName} 외 ${others.length}건`;
}

function toCheckoutOrder(order: OrderView): CheckoutOrder {
  const lastFailure = [...order.history].reverse().find((entry) => entry.to === 'PAYMENT_FAILED');
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    memberId: order.memberId,
    guest: order.guest,
    status: order.status,
    goodsTitle: titleOf(order),
    lines: order.lines.map((line) => ({
      goodsName: line.goodsName,
      amount: line.amount,
      options: line.options.map((option) => ({ categoryName: option.categoryName, optName: option.optName, price: option.price, text: option.text })),
      lineTotal: line.lineTotal,
    })),
    totalPrice: order.totalPrice,
    paymentMethod: order.paymentMethod as PaymentMethod,
    memberCouponId: order.memberCouponId,
    pointsUsed: order.pointsUsed,
    ordererPhone: order.orderer.phone || order.shipping.phone,
    ordererName: order.orderer.name,
    ordererEmail: order.orderer.email,
    approvingTid: order.approvingTid,
    approvingSince: order.approvingSince,
    paidTids: order.payments.filter((payment) => !payment.cancelled).map((payment) => payment.tid),
    failureReason: lastFailure?.reason ?? null,
    shipping: { ...order.shipping },
  };
}

/** OrderBookPort through ordering's application service; its writes join the caller's unit of work. */
@Injectable()
export class OrderingAdapter implements OrderBookPort {
  constructor(
    private readonly orders: OrderBookService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: Pick<PaymentGatewayPort, 'name' | 'testMode'>,
  ) {}

  async placePending(draft: PendingOrderDraft): Promise<{ created: boolean; order: CheckoutOrder }> {
    const placed = await this.orders.placePending({
      memberId: draft.memberId,
      idempotencyKey: draft.idempotencyKey,
      orderer: draft.orderer,
      shipping: draft.shipping,
      lines: draft.lines.map((line) => ({
        goodsId: line.goodsId,
        goodsName: line.goodsName,
        thumbSrc: line.thumbSrc,
        unitPrice: line.unitPrice,
        amount: line.amount,
        options: line.options.map((option) => ({
          optionItemId: option.id,
          categoryName: option.categoryName,
          optName: option.optName,
          price: option.price,
          text: option.text,
          textRule: option.textRule,
        })),
        madeToOrder: line.madeToOrder,
        productionDays: { min: line.productionDays.min, max: line.productionDays.max },
      })),
      goodsTotal: draft.goodsTotal,
      shippingFee: draft.shippingFee,
      couponDiscount: draft.couponDiscount,
      memberCouponId: draft.memberCouponId,
      couponName: draft.couponName,
      pointsUsed: draft.pointsUsed,
      totalPrice: draft.totalPrice,
      paymentMethod: draft.paymentMethod,
      consents: draft.consents,
      now: draft.now,
    });
    return { created: placed.created, order: toCheckoutOrder(placed.order) };
  }

  async findById(orderId: number): Promise<CheckoutOrder | null> {
    const order = await this.orders.findById(orderId);
    return order ? toCheckoutOrder(order) : null;
  }

  async findByNumber(orderNumber: string): Promise<CheckoutOrder | null> {
    const order = await this.orders.findByNumber(orderNumber);
    return order ? toCheckoutOrder(order) : null;
  }

  claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ApprovalClaim> {
    return this.orders.claimForApproval(orderNumber, tid, now);
  }

  recordPayment(orderId: number, payment: PaymentRecord, now: Date): Promise<Result<unknown>> {
    // A payment the configured gateway approved in test mode moved no money: the order is marked a test order.
    return this.orders.recordPayment(orderId, { ...payment, test: payment.gateway === this.gateway.name && this.gateway.testMode }, now);
  }

  failPayment(orderId: number, reason: string, now: Date): Promise<Result<unknown>> {
    return this.orders.failPayment(orderId, reason, now);
  }

  releaseApproval(orderId: number, tid: string, now: Date): Promise<Result<unknown>> {
    return this.orders.releaseApproval(orderId, tid, now);
  }

  async findGuestOrderByNumber(orderNumber: string): Promise<CheckoutOrder | null> {
    const order = await this.orders.findGuestOrderByNumber(orderNumber);
    return order ? toCheckoutOrder(order) : null;
  }

  abandon(owner: OrderOwner, orderId: number, now: Date): Promise<Result<unknown>> {
    return owner.kind === 'guest' ? this.orders.abandonAsGuest(orderId, now) : this.orders.abandon(owner.memberId, orderId, now);
  }

  async changeShipping(memberId: number, orderId: number, change: OrderShippingChange, now: Date): Promise<Result<CheckoutOrder>> {
    const changed = await this.orders.changeShipping(memberId, orderId, change, now);
    return changed.ok ? ok(toCheckoutOrder(changed.value)) : changed;
  }

  async cancel(owner: OrderOwner, orderId: number, reason: string, now: Date): Promise<Result<{ order: CheckoutOrder; refunds: RefundDue[] }>> {
    const cancelled =
      owner.kind === 'guest' ? await this.orders.cancelByGuest(orderId, reason, now) : await this.orders.cancelByMember(owner.memberId, orderId, reason, now);
    return cancelled.ok ? ok({ order: toCheckoutOrder(cancelled.value.order), refunds: cancelled.value.refunded }) : cancelled;
  }

  async findStuckApprovals(claimedBefore: Date, limit: number): Promise<CheckoutOrder[]> {
    return (await this.orders.findStuckApprovals(claimedBefore, limit)).map(toCheckoutOrder);
  }

  async findStalePending(createdBefore: Date, limit: number): Promise<CheckoutOrder[]> {
    return (await this.orders.findStalePending(createdBefore, limit)).map(toCheckoutOrder);
  }
}
