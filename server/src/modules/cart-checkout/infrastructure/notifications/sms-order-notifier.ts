import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URL_CONFIG, type PublicUrlConfig } from '../../../../config/public-url.config';
import { SendTextMessageService } from '../../../verification/application/commands/send-text-message/send-text-message.service';
import type { OrderNotifierPort } from '../../application/ports/order-notifier.port';
import { orderPaidText, type PaidOrderSummary } from '../../domain/order-paid-text';

/** The paid-order text through verification's SMS channel (the outbox outside production), its link on PUBLIC_URL. */
@Injectable()
export class SmsOrderNotifier implements OrderNotifierPort {
  constructor(
    private readonly texts: SendTextMessageService,
    @Inject(PUBLIC_URL_CONFIG) private readonly publicUrl: PublicUrlConfig,
  ) {}

  async orderPaid(order: PaidOrderSummary & { ordererPhone: string }): Promise<void> {
    if (!order.ordererPhone) return;
    await this.texts.send(order.ordererPhone, orderPaidText(order, this.publicUrl.publicUrl));
  }
}
