import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PendingApprovalSources } from '../../../payments/application/pending-approval-sources';
import type { PendingApprovalsPort, StuckApproval } from '../../../payments/application/ports/pending-approvals.port';
import { ORDER_BOOK } from '../../application/cart-checkout.di-tokens';
import type { OrderBookPort } from '../../application/ports/order-book.port';

/**
 * The checkout's approvals in flight (orders claimed PAYMENT_APPROVING by ApprovePaymentService), as payments'
 * reconciliation asks for them: registered with payments at start; an approval payments gave up on or cancelled at
 * the provider closes its order as failed, through ordering's order book.
 */
@Injectable()
export class CheckoutPendingApprovals implements PendingApprovalsPort, OnModuleInit {
  constructor(
    private readonly sources: PendingApprovalSources,
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
  ) {}

  onModuleInit(): void {
    this.sources.register(this);
  }

  async findStuck(claimedBefore: Date, limit: number): Promise<StuckApproval[]> {
    return (await this.orders.findStuckApprovals(claimedBefore, limit)).map((order) => ({
      orderId: order.id,
      orderNumber: order.orderNumber,
      tid: order.approvingTid,
      amount: order.totalPrice,
      since: order.approvingSince,
    }));
  }

  async close(approval: StuckApproval, reason: string, now: Date): Promise<boolean> {
    return (await this.orders.failPayment(approval.orderId, reason, now)).ok;
  }
}
