import { Injectable } from '@nestjs/common';
import { SendTextMessageService } from '../../../verification/application/commands/send-text-message/send-text-message.service';
import type { MemberNotifierPort } from '../../application/ports/member-notifier.port';

/** Texts through the verification context's SMS channel (outbox or Solapi, as configured). */
@Injectable()
export class SmsMemberNotifier implements MemberNotifierPort {
  constructor(private readonly sms: SendTextMessageService) {}

  text(phone: string, message: string, idempotencyKey?: string): Promise<void> {
    return this.sms.send(phone, message, { idempotencyKey });
  }
}
