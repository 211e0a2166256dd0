import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { METRICS, type MetricsPort } from '../../../../../shared/application/metrics.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures, CheckoutMessages } from '../../../domain/checkout-failures';
import { CHECKOUT_PROMOTIONS, ORDER_BOOK, ORDER_NOTIFIER } from '../../cart-checkout.di-tokens';
import {
  ApprovePaymentAtProviderService,
  type ProviderApproval,
} from '../../../../payments/application/commands/approve-at-provider/approve-payment-at-provider.service';
import type { CheckoutPromotionsPort } from '../../ports/checkout-promotions.port';
import type { CheckoutOrder, OrderBookPort } from '../../ports/order-book.port';
import type { OrderNotifierPort } from '../../ports/order-notifier.port';
import type { ApprovedPayment, PaymentReturn } from '../../../../payments/application/ports/payment-gateway.port';

/** How long a concurrent return waits for the one that holds the approval (a double-posted form). */
export const APPROVAL_WAIT_MS = 20_000;
const APPROVAL_POLL_MS = 100;

export interface ApprovalAnswer {
  orderId: number;
}

/** Why a return paid nothing (the shopper reads the message; the redirect names no order). */
export type ApprovalFailure = Extract<Result<never>, { ok: false }>;

/**
 * POST /api/payment-serverAuth.php, the provider's return. Authenticated by the provider's
 * signature (the session cookie does not come with a cross-site form post), which does not
 * cover the order it names: so the return changes its order only to pay it, and only when the
 * provider's approval answer names that order and its amount. Anything else (another amount,
 * another order's approval, a decline about another authentication, no answer) leaves the
 * order waiting for its owner, who may pay it or give it up (docs/decisions.md, issue 19).
 * The member, coupon and points are the saved order's. One return wins the order's
 * approval claim (a conditional UPDATE); only it has payments approve at the provider
 * (ApprovePaymentAtProviderService: the approval and the comparison of its answer with the order), then records the payment
 * and spends the coupon and points in one transaction. If that transaction cannot commit, the
 * order closes and payments' refund job gives the approval back; if even that cannot be written, the
 * order stays claimed and the reconciliation job cancels it. Nothing ends paid-but-missing or
 * recorded-but-unpaid, and the provider is never called inside a transaction.
 */
@Injectable()
export class ApprovePaymentService {
  private readonly logger = new Logger(ApprovePaymentService.name);

  constructor(
    private readonly provider: ApprovePaymentAtProviderService,
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(CHECKOUT_PROMOTIONS) private readonly promotions: CheckoutPromotionsPort,
    @Inject(ORDER_NOTIFIER) private readonly notifier: OrderNotifierPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(METRICS) private readonly metrics: MetricsPort,
  ) {}

  async execute(fields: Record<string, unknown>, waitMs = APPROVAL_WAIT_MS): Promise<{ ok: true; value: ApprovalAnswer } | ApprovalFailure> {
    const read = this.provider.readReturn(fields);
    if (!read.ok) return CheckoutFailures.returnInvalid();
    const ret = read.value;
    const order = await this.orders.findByNumber(ret.orderId);
    if (!order) return CheckoutFailures.orderNotFound();

    if (!ret.authenticated) {
      // The shopper cancelled or the provider refused before any money moved. Providers do not sign such a
      // return, so it changes nothing: anyone could post one for any order number. The shopper's page gives the
      // order up itself (DELETE /api/order_view.php, authenticated), or tries again.
      return order.paidTids.length > 0 ? ok({ orderId: order.id }) : CheckoutFailures.paymentFailed(ret.resultMessage || CheckoutMessages.shopperCancelled);
    }

    // The amount is signed, the order number is not: a signed return of another order, posted with this order's
    // number, is refused here when the amounts differ, before any claim, and changes nothing.
    if (ret.amount !== order.totalPrice) return CheckoutFailures.amountMismatch();
    return this.claimAndApprove(order, ret, Date.now() + waitMs);
  }

  private async claimAndApprove(order: CheckoutOrder, ret: PaymentReturn, deadline: number): Promise<{ ok: true; value: ApprovalAnswer } | ApprovalFailure> {
    const claim = await this.orders.claimForApproval(order.orderNumber, ret.tid, this.clock.now());
    if (claim === 'paid') return ok({ orderId: order.id });
    if (claim === 'not-found') return CheckoutFailures.orderNotFound();
    if (claim === 'closed') return CheckoutFailures.paymentFailed(order.failureReason ?? CheckoutFailures.orderClosed().message);
    if (claim === 'busy') {
      const waited = await this.awaitOutcome(order, deadline);
      // The holder gave the claim back (its approval was not this order's): this return may try its own.
      return waited === 'released' ? this.claimAndApprove(order, ret, deadline) : waited;
    }
    return this.approveClaimed(order, ret);
  }

  private async approveClaimed(order: CheckoutOrder, ret: PaymentReturn): Promise<{ ok: true; value: ApprovalAnswer } | ApprovalFailure> {
    let outcome: ProviderApproval;
    try {
      outcome = await this.provider.approve(ret, order);
    } catch (error) {
      // Not the provider's answer but our fault: whether money moved is unknown, so the claim stays for the
      // reconciliation job, which cancels the tid at the provider.
      this.logger.error(`order ${order.id}: the approval of tid ${ret.tid} failed unexpectedly; reconciliation settles it: ${String(error)}`);
      throw error;
    }
    if (outcome.kind === 'unavailable') {
      // Unreachable, 5xx or timed out (the adapter sent the network cancel): nothing was taken, and the provider said
      // nothing about this order, so it waits for its owner as before.
      await this.release(order, ret.tid);
      this.failedBecause('unavailable');
      return CheckoutFailures.paymentFailed(outcome.message);
    }
    if (outcome.kind === 'declined') {
      this.failedBecause('declined');
      // Only a decline about this very order (its number and amount, as the provider's answer names them) closes it;
      // one about another order's authentication, or an unknown tid, leaves it waiting.
      if (outcome.aboutThisOrder) await this.orders.failPayment(order.id, outcome.message, this.clock.now());
      else await this.release(order, ret.tid);
      return CheckoutFailures.paymentFailed(outcome.message);
    }

    // The provider's answer names the order and amount it approved; the return's orderId is not signed. An approval
    // of another order's authentication, or of another amount, is given back at once and this order is left waiting.
    if (outcome.kind === 'not-for-order') {
      return this.giveBackForeign(order, ret.tid, outcome.payment);
    }

    const { payment, gateway } = outcome;
    const recorded = await this.recordPaid(order, payment, gateway).catch((error: unknown) => {
      this.logger.error(`order ${order.id}: recording the approved payment failed: ${String(error)}`);
      return CheckoutFailures.paymentFailed('결제를 처리하지 못했습니다. 다시 시도해주세요.');
    });
    if (recorded.ok) {
      this.metrics.counter('shop_orders_paid_total').inc();
      return ok({ orderId: order.id });
    }

    // Approved at the provider but not recorded here: the order closes and the money goes back by payments' refund job
    // (at once after the commit, retried, on the console's 환불 실패 card if it keeps failing), in one unit. If even
    // that unit cannot commit, the order stays claimed and the reconciliation job gives the approval back.
    const closed = await this.unitOfWork
      .run(async () => {
        const failedOrder = await this.orders.failPayment(order.id, recorded.message, this.clock.now());
        if (!failedOrder.ok) return failedOrder;
        await this.provider.giveBack({ id: order.id, orderNumber: order.orderNumber }, payment, recorded.message);
        return ok(undefined);
      })
      .catch((error: unknown) => {
        this.logger.error(`order ${order.id}: closing the unrecorded payment failed; reconciliation gives it back: ${String(error)}`);
        return CheckoutFailures.approvalPending();
      });
    if (!closed.ok) return CheckoutFailures.approvalPending();
    this.failedBecause('unrecorded');
    return CheckoutFailures.paymentFailed(recorded.message);
  }

  /**
   * An approval that was not this order's (another order's authentication posted with this order's number, or
   * another amount): the claim is released, so this order waits for its owner exactly as before the return, and the
   * approval is given back whole by payments' refund job, under the order the provider names when it is one of ours
   * (its shopper's card was charged), in one unit. The order the return named never pays for it.
   */
  private async giveBackForeign(order: CheckoutOrder, claimedTid: string, payment: ApprovedPayment): Promise<ApprovalFailure> {
    this.logger.warn(`order ${order.id}: the provider approved tid ${payment.tid} for order ${payment.orderId} (${payment.amount} won), not this order: giving it back`);
    this.failedBecause('mismatch');
    const named = payment.orderId === order.orderNumber ? order : await this.orders.findByNumber(payment.orderId);
    await this.unitOfWork
      .run(async () => {
        await this.release(order, claimedTid);
        await this.provider.giveBack({ id: named?.id ?? order.id, orderNumber: payment.orderId }, payment, CheckoutMessages.approvalMismatchRefund);
      })
      .catch((error: unknown) => {
        this.logger.error(`tid ${payment.tid} (order ${payment.orderId}, ${payment.amount} won) was approved but its give-back could not be written; cancel it in the provider's console: ${String(error)}`);
      });
    return CheckoutFailures.approvalNotForOrder();
  }

  /** The claim goes back: the order waits for its owner as before the return (docs/decisions.md, issue 19). */
  private async release(order: CheckoutOrder, tid: string): Promise<void> {
    const released = await this.orders.releaseApproval(order.id, tid, this.clock.now());
    if (!released.ok) this.logger.warn(`order ${order.id}: the approval claim was not given back: ${released.code}`);
  }

  /**
   * shop_orders_failed_total: the provider declined, could not be reached, the payment could not be recorded (and was
   * given back), or the provider approved another order or amount than this one (given back at once).
   */
  private failedBecause(reason: 'declined' | 'unavailable' | 'unrecorded' | 'mismatch'): void {
    this.metrics.counter('shop_orders_failed_total').inc({ reason });
  }

  /** The payment, the coupon and the points: all or nothing. The text message after the commit. */
  private async recordPaid(order: CheckoutOrder, payment: ApprovedPayment, gateway: string): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const recorded = await this.orders.recordPayment(
        order.id,
        { gateway, tid: payment.tid, method: payment.method, amount: payment.amount, paidAt: payment.paidAt, description: payment.description },
        now,
      );
      if (!recorded.ok) return recorded;
      if (order.memberId !== null && order.memberCouponId !== null) {
        const redeemed = await this.promotions.redeemCoupon(order.memberId, order.memberCouponId, order.id, now);
        if (!redeemed.ok) return redeemed;
      }
      if (order.memberId !== null && order.pointsUsed > 0) {
        const spent = await this.promotions.spendPoints(order.memberId, order.pointsUsed, order.id, now);
        if (!spent.ok) return spent;
      }
      await this.unitOfWork.afterCommit(() =>
        this.notifier.orderPaid(order).catch((error: unknown) => this.logger.warn(`order ${order.id}: the confirmation text failed: ${String(error)}`)),
      );
      return ok(undefined);
    });
  }

  /**
   * Another return holds the approval: wait for its outcome rather than answer too early. 'released' when the holder
   * gave the claim back (the order awaits payment again), so the caller may claim it for its own return.
   */
  private async awaitOutcome(order: CheckoutOrder, deadline: number): Promise<{ ok: true; value: ApprovalAnswer } | ApprovalFailure | 'released'> {
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, APPROVAL_POLL_MS));
      const current = await this.orders.findById(order.id);
      if (!current) break;
      if (current.paidTids.length > 0) return ok({ orderId: order.id });
      if (current.status === 'PENDING_PAYMENT') return 'released';
      if (current.status !== 'PAYMENT_APPROVING') {
        return CheckoutFailures.paymentFailed(current.failureReason ?? CheckoutFailures.orderClosed().message);
      }
    }
    return CheckoutFailures.approvalPending();
  }
}
