import { Inject, Injectable } from '@nestjs/common';
import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import { isAnswerFor } from '../../../domain/provider-answer';
import { PAYMENT_GATEWAY } from '../../payments.di-tokens';
import type { ApprovedPayment, PaymentGatewayPort, PaymentReturn, ReadReturnOutcome } from '../../ports/payment-gateway.port';
import { RequestRefundsService } from '../request-refunds/request-refunds.service';

/** The order an approval is asked for, as the caller keeps it. */
export interface OrderToApprove {
  id: number;
  /** Our order number: the provider's orderId. */
  orderNumber: string;
  /** Whole won: what is approved, never the return's amount. */
  totalPrice: number;
}

/** What the provider's approval means for the order it was asked for. */
export type ProviderApproval =
  /** Approved, and the answer names this order and its amount: the caller records it (or gives it back). */
  | { kind: 'approved'; payment: ApprovedPayment; gateway: PaymentGatewayPort['name'] }
  /**
   * Approved, but for another order's authentication or another amount (the return's orderId is not signed): none of
   * it is this order's, and the caller gives it back whole (`giveBack`) under the order the answer names.
   */
  | { kind: 'not-for-order'; payment: ApprovedPayment }
  /** Refused, nothing taken. Only a decline `aboutThisOrder` (its number and amount, as the answer names them) may close it. */
  | { kind: 'declined'; code: string; message: string; aboutThisOrder: boolean }
  /** Unreachable, 5xx or timed out (the adapter sent the network cancel): nothing taken, nothing said about the order. */
  | { kind: 'unavailable'; message: string };

/**
 * The provider's side of a payment return, for the checkout: reads the return post (its signature), approves the
 * authenticated payment for the order's own amount, compares the provider's answer with the order (docs/decisions.md,
 * "A return changes only its own order"), and gives back an approval the caller will not keep. The caller holds the
 * order (its claim, its recording, its unit of work); payments holds the gateway. The provider is called outside any
 * transaction; an unexpected failure of the approval (not the provider's answer: whether money moved is unknown) is
 * thrown, and the caller leaves its claim for the reconciliation (ReconcileApprovalsService).
 */
@Injectable()
export class ApprovePaymentAtProviderService {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
    private readonly refunds: RequestRefundsService,
  ) {}

  /** Checks the provider's return post (its signature, its fields); changes nothing. */
  readReturn(fields: Record<string, unknown>): ReadReturnOutcome {
    return this.gateway.readReturn(fields);
  }

  async approve(payment: PaymentReturn, order: OrderToApprove): Promise<ProviderApproval> {
    let outcome;
    try {
      outcome = await this.gateway.approve(payment, order.totalPrice);
    } catch (error) {
      if (error instanceof OutsideServiceUnavailableError) return { kind: 'unavailable', message: error.userMessage };
      throw error;
    }
    if (outcome.kind === 'declined') {
      return { kind: 'declined', code: outcome.code, message: outcome.message, aboutThisOrder: isAnswerFor(outcome.order, order) };
    }
    if (!isAnswerFor(outcome.payment, order)) return { kind: 'not-for-order', payment: outcome.payment };
    return { kind: 'approved', payment: outcome.payment, gateway: this.gateway.name };
  }

  /**
   * Gives an approval back whole, inside the caller's unit of work: a refund (cause `approval`, nothing to settle)
   * under `order`, which payments' refund job cancels at the provider after the commit; nothing if the unit rolls back.
   */
  async giveBack(order: { id: number; orderNumber: string }, payment: ApprovedPayment, reason: string): Promise<void> {
    await this.refunds.request([
      { orderId: order.id, orderNumber: order.orderNumber, gateway: this.gateway.name, tid: payment.tid, amount: payment.amount, partial: false, cause: 'approval', reason, settlement: null },
    ]);
  }
}
