import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Refund, RefundSettlementListener } from '../../../payments/application/ports/refund-settlement.port';
import { RefundSettlements } from '../../../payments/application/refund-settlements';
import { RefundFlowService } from '../../application/services/refund-flow.service';

/** Registered with payments at start: settles the coupon and points of ordering's refunds in payments' confirming unit of work. */
@Injectable()
export class OrderRefundSettlementListener implements RefundSettlementListener, OnModuleInit {
  constructor(
    private readonly settlements: RefundSettlements,
    private readonly flow: RefundFlowService,
  ) {}

  onModuleInit(): void {
    this.settlements.register(this);
  }

  refundSettled(refund: Refund, now: Date): Promise<void> {
    // A give-back of the checkout's (an approval it could not keep) has no coupon or points to settle.
    if (refund.cause === 'approval') return Promise.resolve();
    return this.flow.settle(refund.orderId, refund.cause, refund.settlement, now);
  }
}
