import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { OrderBookService } from '../../services/order-book.service';

export interface CorrectOrderTextCommand {
  memberId: number;
  orderId: number;
  lineIndex: number;
  optionItemId: number;
  text: string;
}

/**
 * PUT /api/order/one/{orderId}/text: while the order is prepared, its member corrects a personalisation text. The
 * order book locks the order; the aggregate checks it by the rule the order was placed under, refuses once shipping
 * has begun and keeps the old text in the history. Someone else's order answers like a missing one.
 */
@Injectable()
export class CorrectOrderTextService {
  constructor(
    private readonly orders: OrderBookService,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: CorrectOrderTextCommand): Promise<Result<void>> {
    const corrected = await this.orders.correctText(command.memberId, command.orderId, command.lineIndex, command.optionItemId, command.text, this.clock.now());
    return corrected.ok ? ok(undefined) : corrected;
  }
}
