import { Inject, Injectable } from '@nestjs/common';
import type { SmsSenderPort } from '../../ports/sms-sender.port';
import { SMS_SENDER } from '../../verification.di-tokens';

/**
 * Texts a phone through whichever SMS adapter is configured. Exported so that other
 * contexts (membership's ID and password recovery) send through the same channel
 * without knowing the adapter.
 */
@Injectable()
export class SendTextMessageService {
  constructor(@Inject(SMS_SENDER) private readonly sms: SmsSenderPort) {}

  send(to: string, text: string): Promise<void> {
    return this.sms.send({ to, text });
  }
}
