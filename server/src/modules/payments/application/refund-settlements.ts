import { Injectable } from '@nestjs/common';
import type { Refund } from '../domain/refund';
import type { RefundSettlementListener } from './ports/refund-settlement.port';

/** The listeners told, in the confirming unit of work, that a refund went through; contexts register theirs at start. */
@Injectable()
export class RefundSettlements {
  private readonly listeners: RefundSettlementListener[] = [];

  register(listener: RefundSettlementListener): void {
    this.listeners.push(listener);
  }

  async settled(refund: Refund, now: Date): Promise<void> {
    for (const listener of this.listeners) await listener.refundSettled(refund, now);
  }
}
