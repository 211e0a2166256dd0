import { Inject, Injectable } from '@nestjs/common';
import type { SmsSenderPort } from '../../ports/sms-sender.port';
import { SMS_SENDER } from '../../verification.di-tokens';

export interface SendTextOptions {
  /**
   * For a text a job sends (a retry may send it again): the text is handed to the provider at most once per key.
   * Name the text and what it is about (`order-paid-text:<order number>`), so no two texts share one.
   */
  idempotencyKey?: string;
}

/**
 * Texts a phone through whichever SMS adapter is configured. Exported so that other
 * contexts (membership's ID and password recovery, its dormancy notices, the checkout's
 * confirmation) send through the same channel without knowing the adapter.
 */
@Injectable()
export class SendTextMessageService {
  constructor(@Inject(SMS_SENDER) private readonly sms: SmsSenderPort) {}

  send(to: string, text: string, options: SendTextOptions = {}): Promise<void> {
    return this.sms.send(options.idempotencyKey === undefined ? { to, text } : { to, text, idempotencyKey: options.idempotencyKey });
  }
}
