import { Inject, Injectable, Logger } from '@nestjs/common';
import { SMS_CONFIG, type SmsConfig } from '../../../../config/sms.config';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import type { SmsMessage, SmsSenderPort } from '../../application/ports/sms-sender.port';
import { maskMobileNumber } from '../../domain/korean-mobile-number';
import { SOLAPI_GROUP_PENDING, SolapiApi, type SolapiMessage } from './solapi-api';
import { SmsSendKeys } from './sms-send-keys';

/**
 * One text's time with Solapi, all its calls together (a keyed text makes three), so a text still costs the job
 * expiries at most 10 s of Solapi ("order-paid-text" 30 s, housekeeping's 200 notices).
 */
const SOLAPI_TEXT_TIMEOUT_MS = 10_000;

/**
 * Sends through Solapi's REST API v4. A text without a key goes out in one call (`POST /messages/v4/send`), as codes
 * must. A text with a key goes through a message group, since Solapi's send has no idempotency key and a group is
 * sent once: the group is made, recorded against the key (its own committed statement, sms-send-keys.ts), filled and
 * sent. A retry of the same key (a job tried again after a crash) asks Solapi about the recorded group: sent already
 * (anything past PENDING), nothing more; still PENDING, the message is added if the group has none, and the group sent
 * (docs/decisions.md, "A text handed to Solapi once"). Never called inside a transaction: the keys are written on the
 * pool. Logs carry the masked number and the group, never the text.
 */
@Injectable()
export class SolapiSmsSender implements SmsSenderPort {
  private readonly logger = new Logger('SolapiSms');
  private readonly api: SolapiApi;

  constructor(
    @Inject(SMS_CONFIG) private readonly sms: SmsConfig,
    private readonly keys: SmsSendKeys,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {
    this.api = new SolapiApi(sms.solapi);
  }

  async send(message: SmsMessage): Promise<void> {
    const signal = AbortSignal.timeout(SOLAPI_TEXT_TIMEOUT_MS);
    const solapiMessage: SolapiMessage = { to: message.to, from: this.sms.from, text: message.text };
    if (message.idempotencyKey === undefined) {
      const sent = await this.api.sendOne(solapiMessage, signal);
      this.logger.log({ msg: 'SMS handed to Solapi', to: maskMobileNumber(message.to), messageId: sent.messageId, statusCode: sent.statusCode });
      return;
    }
    await this.sendOnce(solapiMessage, message.idempotencyKey, signal);
  }

  private async sendOnce(message: SolapiMessage, key: string, signal: AbortSignal): Promise<void> {
    const to = maskMobileNumber(message.to);
    const known = await this.keys.find(key);
    if (!known.recorded) {
      const made = await this.api.createGroup(signal);
      // Recorded before the message goes in: from here on a retry finds this group instead of making another.
      const groupId = await this.keys.recordGroup(key, made, this.clock.now());
      if (groupId === made) {
        await this.api.addMessage(groupId, message, signal);
        const sent = await this.api.sendGroup(groupId, signal);
        this.logger.log({ msg: 'SMS handed to Solapi (group)', to, groupId, status: sent.status });
        return;
      }
      return this.resume(message, groupId, to, signal);
    }
    return this.resume(message, known.solapiGroupId, to, signal);
  }

  /** Another try made the key's group: find out how far it got, and finish only what it did not. */
  private async resume(message: SolapiMessage, groupId: string | null, to: string, signal: AbortSignal): Promise<void> {
    if (groupId === null) {
      // Kept by the outbox while SMS_PROVIDER=outbox: that was its one delivery.
      this.logger.warn({ msg: 'SMS not sent: its key was used by the outbox', to });
      return;
    }
    const group = await this.api.getGroup(groupId, signal);
    if (group.status !== SOLAPI_GROUP_PENDING) {
      this.logger.log({ msg: 'SMS not sent again: its Solapi group was sent before', to, groupId, status: group.status });
      return;
    }
    if ((group.count?.total ?? 0) === 0) await this.api.addMessage(groupId, message, signal);
    const sent = await this.api.sendGroup(groupId, signal);
    this.logger.log({ msg: 'SMS handed to Solapi (group, on a retry)', to, groupId, status: sent.status });
  }
}
