import { METRICS, type MetricsPort } from '../../shared/application/metrics.port';
import { MeteredSmsSender } from './infrastructure/sms/metered-sms-sender';
import { Logger, Module, type OnModuleInit, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/runtime.config';
import { SMS_CONFIG, type SmsConfig } from '../../config/sms.config';
import { RetentionTaskRegistry } from '../../shared/application/housekeeping/retention-task-registry';
import { LimitCountersModule } from '../../shared/infrastructure/limits/limit-counters.module';
import { ConfirmVerificationCodeController } from './application/commands/confirm-verification-code/confirm-verification-code.controller';
import { ConfirmVerificationCodeService } from './application/commands/confirm-verification-code/confirm-verification-code.service';
import { PurgeVerificationRecordsService } from './application/commands/purge-verification-records/purge-verification-records.service';
import { ConsumeVerificationTokenService } from './application/commands/consume-verification-token/consume-verification-token.service';
import { SendTextMessageService } from './application/commands/send-text-message/send-text-message.service';
import { SendVerificationCodeController } from './application/commands/send-verification-code/send-verification-code.controller';
import { SendVerificationCodeService } from './application/commands/send-verification-code/send-verification-code.service';
import {
  IDENTITY_VERIFIER,
  RANDOM_SOURCE,
  SECRET_HASHER,
  SEND_LIMITS,
  SMS_SENDER,
  VERIFICATION_CODE_REPOSITORY,
  VERIFICATION_RECORDS_PURGE,
  VERIFICATION_TOKEN_REPOSITORY,
} from './application/verification.di-tokens';
import { DEFAULT_SEND_LIMITS, type SendLimits } from './domain/send-limits';
import { PhonePossessionOnlyVerifier } from './infrastructure/identity/phone-possession-only.verifier';
import { TypeormVerificationCodeRepository } from './infrastructure/persistence/typeorm-verification-code.repository';
import { TypeormVerificationRecordsPurge } from './infrastructure/persistence/typeorm-verification-records-purge';
import { TypeormVerificationTokenRepository } from './infrastructure/persistence/typeorm-verification-token.repository';
import { VerificationCodeOrmEntity } from './infrastructure/persistence/verification-code.orm-entity';
import { VerificationTokenOrmEntity } from './infrastructure/persistence/verification-token.orm-entity';
import { CryptoRandomSource } from './infrastructure/security/crypto-random-source';
import { HmacSecretHasher } from './infrastructure/security/hmac-secret-hasher';
import { OutboxSmsSender } from './infrastructure/sms/outbox-sms-sender';
import { SmsOutboxOrmEntity } from './infrastructure/sms/sms-outbox.orm-entity';
import { SmsSendKeyOrmEntity } from './infrastructure/sms/sms-send-key.orm-entity';
import { SmsSendKeys } from './infrastructure/sms/sms-send-keys';
import { SolapiSmsSender } from './infrastructure/sms/solapi-sms-sender';

const useCases = [
  SendVerificationCodeService,
  ConfirmVerificationCodeService,
  ConsumeVerificationTokenService,
  SendTextMessageService,
  PurgeVerificationRecordsService,
];

const adapters: Provider[] = [
  { provide: VERIFICATION_CODE_REPOSITORY, useClass: TypeormVerificationCodeRepository },
  { provide: VERIFICATION_TOKEN_REPOSITORY, useClass: TypeormVerificationTokenRepository },
  { provide: VERIFICATION_RECORDS_PURGE, useClass: TypeormVerificationRecordsPurge },
  { provide: SECRET_HASHER, useClass: HmacSecretHasher },
  { provide: RANDOM_SOURCE, useClass: CryptoRandomSource },
  // Swap in an identity agency's adapter here once there is a contract (docs/decisions.md).
  { provide: IDENTITY_VERIFIER, useClass: PhonePossessionOnlyVerifier },
  // Texts sent with an idempotency key, for both adapters (docs/decisions.md, "A text handed to Solapi once").
  SmsSendKeys,
  OutboxSmsSender,
  SolapiSmsSender,
  {
    provide: SMS_SENDER,
    inject: [SMS_CONFIG, RUNTIME_CONFIG, OutboxSmsSender, SolapiSmsSender, METRICS],
    // Counted by MeteredSmsSender (docs/operations.md, "Metrics").
    useFactory: (sms: SmsConfig, runtime: RuntimeConfig, outbox: OutboxSmsSender, solapi: SolapiSmsSender, metrics: MetricsPort) => {
      if (sms.provider === 'solapi') return new MeteredSmsSender(solapi, metrics);
      if (runtime.nodeEnv === 'production') {
        new Logger('Verification').warn('SMS_PROVIDER=outbox in production: codes are kept in the database, not sent. Set SMS_PROVIDER=solapi.');
      }
      return new MeteredSmsSender(outbox, metrics);
    },
  },
  {
    provide: SEND_LIMITS,
    inject: [SMS_CONFIG],
    useFactory: (sms: SmsConfig): SendLimits => ({ ...DEFAULT_SEND_LIMITS, globalPerDay: sms.dailyCap }),
  },
];

/**
 * Phone verification: codes sent by SMS, confirmed for a single-use token. Other
 * contexts use ConsumeVerificationTokenService and SendTextMessageService, and the checkout's guest order lookup sends and
 * confirms codes for an order's phone through SendVerificationCodeService and ConfirmVerificationCodeService; nothing else.
 */
@Module({
  imports: [TypeOrmModule.forFeature([VerificationCodeOrmEntity, VerificationTokenOrmEntity, SmsOutboxOrmEntity, SmsSendKeyOrmEntity]), LimitCountersModule],
  controllers: [SendVerificationCodeController, ConfirmVerificationCodeController],
  providers: [...useCases, ...adapters],
  exports: [ConsumeVerificationTokenService, SendTextMessageService, SendVerificationCodeService, ConfirmVerificationCodeService],
})
export class VerificationModule implements OnModuleInit {
  constructor(
    private readonly retention: RetentionTaskRegistry,
    private readonly purge: PurgeVerificationRecordsService,
  ) {}

  onModuleInit(): void {
    this.retention.register(this.purge);
  }
}
