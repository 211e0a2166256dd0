import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URL_CONFIG, type PublicUrlConfig } from '../../../../config/public-url.config';
import { SendTextMessageService } from '../../../verification/application/commands/send-text-message/send-text-message.service';
import type { OrderNotifierPort } from '../../application/ports/order-notifier.port';
import { orderPaidText, type PaidOrderSummary } from '../../domain/order-paid-text';

/**
 * The confirmation text's key at the SMS channel: the order number, as it is the job's (queued-order-notifier.ts), so
 * the job tried again after a crash that followed the hand-over does not text the shopper twice.
 */
export function orderPaidTextKey(orderNumber: string): string {
  return `order-paid-text:${orderNumber}`;
}

/** The paid-order text through verification's SMS channel (the outbox outside production), its link on PUBLIC_URL. */
@Injectable()
export class SmsOrderNotifier implements OrderNotifierPort {
  constructor(
    private readonly texts: SendTextMessageService,
    @Inject(PUBLIC_URL_CONFIG) private readonly publicUrl: PublicUrlConfig,
  ) {}

  async orderPaid(order: PaidOrderSummary & { ordererPhone: string }): Promise<void> {
    if (!order.ordererPhone) return;
    await this.texts.send(order.ordererPhone, orderPaidText(order, this.publicUrl.publicUrl), { idempotencyKey: orderPaidTextKey(order.orderNumber) });
  }
}
