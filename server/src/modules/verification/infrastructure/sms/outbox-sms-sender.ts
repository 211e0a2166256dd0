import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { SMS_CONFIG, type SmsConfig } from '../../../../config/sms.config';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import type { SmsMessage, SmsSenderPort } from '../../application/ports/sms-sender.port';
import { maskMobileNumber } from '../../domain/korean-mobile-number';
import { SmsOutboxOrmEntity } from './sms-outbox.orm-entity';
import { SmsSendKeys } from './sms-send-keys';

/**
 * The default SMS adapter: nothing leaves the machine. The message is kept in the
 * sms_outbox table (shown on /dev/sms-outbox outside production). Outside production the
 * log carries the text too, so a person trying the shop sees the code there; in
 * production it names only the masked number, never the text (codes, temporary
 * passwords). Production sets SMS_PROVIDER=solapi. A text with an idempotency key is kept once: the key is written in
 * the transaction that keeps the text, so a second send with it (a job's retry) keeps nothing, as Solapi's adapter
 * sends nothing.
 */
@Injectable()
export class OutboxSmsSender implements SmsSenderPort {
  private readonly logger = new Logger('SmsOutbox');

  constructor(
    @InjectRepository(SmsOutboxOrmEntity) private readonly outbox: Repository<SmsOutboxOrmEntity>,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(SMS_CONFIG) private readonly sms: SmsConfig,
    @Inject(RUNTIME_CONFIG) private readonly runtime: RuntimeConfig,
    private readonly keys: SmsSendKeys,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const row = new SmsOutboxOrmEntity();
    row.recipient = message.to;
    row.sender = this.sms.from;
    row.text = message.text;
    row.createdAt = this.clock.now();
    const to = maskMobileNumber(message.to);
    if (message.idempotencyKey === undefined) await this.outbox.insert(row);
    else if (!(await this.keepOnce(row, message.idempotencyKey))) {
      this.logger.log({ msg: 'SMS not kept again: its key was kept before', to });
      return;
    }
    if (this.runtime.nodeEnv === 'production') this.logger.log({ msg: 'SMS kept in the outbox', to });
    else this.logger.log({ msg: 'SMS kept in the outbox (development: see /dev/sms-outbox)', to, text: message.text });
  }

  /** The key and the text in one transaction on the pool: both kept, or (the key kept before) neither. */
  private keepOnce(row: SmsOutboxOrmEntity, key: string): Promise<boolean> {
    return this.outbox.manager.transaction(async (manager) => {
      if (!(await this.keys.claimInTransaction(manager, key, row.createdAt))) return false;
      await manager.insert(SmsOutboxOrmEntity, row);
      return true;
    });
  }
}
