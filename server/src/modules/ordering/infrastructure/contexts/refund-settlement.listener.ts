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
    return this.flow.refundSettled(refund, now);
  }
}
