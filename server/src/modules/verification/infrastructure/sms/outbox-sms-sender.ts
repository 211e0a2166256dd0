import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { SMS_CONFIG, type SmsConfig } from '../../../../config/sms.config';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import type { SmsMessage, SmsSenderPort } from '../../application/ports/sms-sender.port';
import { maskMobileNumber } from '../../domain/korean-mobile-number';
import { SmsOutboxOrmEntity } from './sms-outbox.orm-entity';

/**
 * The default SMS adapter: nothing leaves the machine. The message is kept in the
 * sms_outbox table (shown on /dev/sms-outbox outside production). Outside production the
 * log carries the text too, so a person trying the shop sees the code there; in
 * production it names only the masked number, never the text (codes, temporary
 * passwords). Production sets SMS_PROVIDER=solapi.
 */
@Injectable()
export class OutboxSmsSender implements SmsSenderPort {
  private readonly logger = new Logger('SmsOutbox');

  constructor(
    @InjectRepository(SmsOutboxOrmEntity) private readonly outbox: Repository<SmsOutboxOrmEntity>,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(SMS_CONFIG) private readonly sms: SmsConfig,
    @Inject(RUNTIME_CONFIG) private readonly runtime: RuntimeConfig,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const row = new SmsOutboxOrmEntity();
    row.recipient = message.to;
    row.sender = this.sms.from;
    row.text = message.text;
    row.createdAt = this.clock.now();
    await this.outbox.insert(row);
    const to = maskMobileNumber(message.to);
    if (this.runtime.nodeEnv === 'production') this.logger.log({ msg: 'SMS kept in the outbox', to });
    else this.logger.log({ msg: 'SMS kept in the outbox (development: see /dev/sms-outbox)', to, text: message.text });
  }
}
