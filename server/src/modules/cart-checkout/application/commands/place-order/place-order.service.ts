import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { METRICS, type MetricsPort } from '../../../../../shared/application/metrics.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures } from '../../../domain/checkout-failures';
import { type CheckoutConsents, checkConsents } from '../../../domain/checkout-consents';
import type { RequestedLine } from '../../../domain/checkout-line';
import { CHECKOUT_MEMBERS, GUEST_SESSIONS, ORDER_BOOK } from '../../cart-checkout.di-tokens';
import { PAYMENT_GATEWAY } from '../../../../payments/application/payments.di-tokens';
import type { GuestSessionsPort } from '../../ports/guest-sessions.port';
import type { CheckoutMembersPort, DeliveryAddress, NewDeliveryAddress, Orderer } from '../../ports/checkout-members.port';
import { GuestFailures } from '../../../domain/guest-failures';
import type { CheckoutOrder, OrderBookPort } from '../../ports/order-book.port';
import type { PaymentCheckoutParams, PaymentGatewayPort, PaymentMethod } from '../../../../payments/application/ports/payment-gateway.port';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';

/**
 * Who orders: a member (orderer from the member record), or a verified guest (orderer as verified; no member id), whose
 * session becomes scoped to the order in the same unit of work.
 */
export type OrderBuyer = { kind: 'member'; memberId: number } | { kind: 'guest'; orderer: Orderer; sessionId: string };

export interface PlaceOrderCommand {
  buyer: OrderBuyer;
  /** The UUID from GET /api/payment-id.php: the same key again is the same order. */
  idempotencyKey: string;
  lines: RequestedLine[];
  memberCouponId: number | null;
  points: number;
  /** The total the shopper saw and confirmed (the quote's), when sent: a different price now saves nothing. */
  expectedTotal?: number | null;
  /** An address from the book, or a new one (saved to the book when `save`). */
  destination: { addressId: number } | { address: NewDeliveryAddress; save: boolean };
  request: string;
  method: PaymentMethod;
  consents: CheckoutConsents;
  returnUrl: string;
}

export interface PlacedOrder {
  order: CheckoutOrder;
  payment: PaymentCheckoutParams;
}

/**
 * POST /api/order_save.php: prices the order again from the database, checks the consents, the
 * address, the coupon and the points, and keeps it PENDING_PAYMENT; answers what the browser
 * needs to open the provider. Nothing is spent here: the coupon and points are spent, once, in
 * the approval's transaction. A repeated key answers the order it already made.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly pricing: CheckoutPricingService,
    @Inject(CHECKOUT_MEMBERS) private readonly members: CheckoutMembersPort,
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(GUEST_SESSIONS) private readonly guestSessions: GuestSessionsPort,
    @Inject(METRICS) private readonly metrics: MetricsPort,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<Result<PlacedOrder>> {
    const now = this.clock.now();
    const memberId = command.buyer.kind === 'member' ? command.buyer.memberId : null;
    const quote = await this.pricing.quote({ memberId, lines: command.lines, memberCouponId: command.memberCouponId, points: command.points, now });
    if (!quote.ok) return quote;
    // Staff may change a price between the quote on screen and this save: the shopper pays only what they confirmed.
    if (command.expectedTotal != null && command.expectedTotal !== quote.value.total) return CheckoutFailures.priceChanged();
    const consents = checkConsents(command.consents, quote.value.madeToOrder);
    if (!consents.ok) return consents;
    const orderer = command.buyer.kind === 'member' ? await this.members.orderer(command.buyer.memberId) : command.buyer.orderer;
    if (!orderer) return CheckoutFailures.ordererNotFound();

    const placed = await this.unitOfWork.run(async (): Promise<Result<{ created: boolean; order: CheckoutOrder }>> => {
      // The member held until this unit ends: a withdrawal racing the order waits for it, or the order sees it done.
      if (command.buyer.kind === 'member' && !(await this.members.holdActiveMember(command.buyer.memberId))) return CheckoutFailures.ordererNotFound();
      const address = await this.destinationOf(command);
      if (!address.ok) return address;
      const { lines, goodsTotal, shippingFee, coupon, couponDiscount, pointsUsed, total } = quote.value;
      const saved = await this.orders.placePending({
          memberId,
          idempotencyKey: command.idempotencyKey,
          orderer,
          shipping: { ...address.value, request: command.request },
          lines,
          goodsTotal,
          shippingFee,
          couponDiscount,
          memberCouponId: coupon?.memberCouponId ?? null,
          couponName: coupon?.couponName ?? null,
          pointsUsed,
          totalPrice: total,
          paymentMethod: command.method,
          consents: consents.value,
          now,
        });
      if (command.buyer.kind === 'guest') await this.guestSessions.bindOrder(command.buyer.sessionId, saved.order.id);
      return ok(saved);
    });
    if (!placed.ok) return placed;
    const { order } = placed.value;
    if (placed.value.created) this.metrics.counter('shop_orders_placed_total').inc();
    // A retried key finds its order; only one still waiting for payment can be paid again.
    if (order.status !== 'PENDING_PAYMENT') return CheckoutFailures.orderClosed();
    return ok({
      order,
      payment: this.gateway.checkoutParams({
        orderId: order.orderNumber,
        amount: order.totalPrice,
        goodsName: order.goodsTitle,
        method: order.paymentMethod,
        returnUrl: command.returnUrl,
      }),
    });
  }

  private async destinationOf(command: PlaceOrderCommand): Promise<Result<DeliveryAddress>> {
    const { buyer, destination } = command;
    // The address book is a member's: a guest types the address, and it is kept with the order only.
    if (buyer.kind === 'guest') return 'addressId' in destination || destination.save ? GuestFailures.addressBookMembersOnly() : this.members.checkAddress(destination.address);
    if ('addressId' in destination) {
      const found = await this.members.findAddress(buyer.memberId, destination.addressId);
      return found ? ok(found) : CheckoutFailures.addressNotFound();
    }
    const { address, save } = destination;
    return save ? this.members.saveAddress(buyer.memberId, address) : this.members.checkAddress(address);
  }
}
