import { type DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { PaymentSandboxModule } from './modules/payments/infrastructure/gateway/sandbox/payment-sandbox.module';
import { AuditTrailService } from './modules/backoffice/application/services/audit-trail.service';
import { BackofficeModule } from './modules/backoffice/backoffice.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { HealthModule } from './modules/health/health.module';
import { NaverSandboxModule } from './modules/membership/infrastructure/naver-sandbox/naver-sandbox.module';
import { MembershipModule } from './modules/membership/membership.module';
import { PromotionsTestingModule } from './modules/promotions/infrastructure/testing/promotions-testing.module';
import { PromotionsModule } from './modules/promotions/promotions.module';
import { OrderingTestingModule } from './modules/ordering/infrastructure/testing/ordering-testing.module';
import { OrderingModule } from './modules/ordering/ordering.module';
import { CartCheckoutModule } from './modules/cart-checkout/cart-checkout.module';
import { SpaModule } from './modules/spa/spa.module';
import { VerificationDevToolsModule } from './modules/verification/infrastructure/sms/verification-dev-tools.module';
import { VerificationTestingModule } from './modules/verification/infrastructure/sms/verification-testing.module';
import { VerificationModule } from './modules/verification/verification.module';
import { SessionAuthModule } from './shared/http/auth/session-auth.module';
import { CsrfModule } from './shared/http/csrf/csrf.module';
import { CdnModule } from './shared/infrastructure/cdn/cdn.module';
import { ClockModule } from './shared/infrastructure/clock/clock.module';
import { DatabaseModule } from './shared/infrastructure/database/database.module';
import { HousekeepingModule } from './shared/infrastructure/housekeeping/housekeeping.module';
import { MetricsModule } from './shared/infrastructure/metrics/metrics.module';
import { JobsModule } from './shared/infrastructure/jobs/jobs.module';
import { LoggingModule } from './shared/infrastructure/logging/logging.module';
import { FileStorageModule } from './shared/infrastructure/storage/file-storage.module';

export interface AppModuleOptions {
  /** Where the JSON log lines go; stdout unless a test reads them. */
  logDestination?: DestinationStream;
}

/** The composition root: configuration, the database, the bounded contexts, then the SPA fallback. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(config, options.logDestination),
        AppConfigModule.forRoot(config),
        ClockModule,
        FileStorageModule,
        CdnModule,
        DatabaseModule,
        JobsModule,
        HousekeepingModule,
        CsrfModule,
        SessionAuthModule.forRoot({ sessionVerifierModule: MembershipModule, staffAuthenticatorModule: BackofficeModule, staffActivity: AuditTrailService }),
        HealthModule,
        MetricsModule,
        CatalogModule,
        VerificationModule,
        MembershipModule,
        PromotionsModule,
        OrderingModule,
        CartCheckoutModule,
        BackofficeModule,
        // Test-only routes (the SMS outbox reader) exist only when NODE_ENV=test.
        ...(config.nodeEnv === 'test' ? [VerificationTestingModule, PromotionsTestingModule, OrderingTestingModule] : []),
        // A person trying the shop locally reads the codes on /dev/sms-outbox (and in the log); never in production,
        // never on a network interface (config.devToolsMounted: outside production and listening on loopback).
        ...(config.devToolsMounted && config.sms.provider === 'outbox' ? [VerificationDevToolsModule] : []),
        // NAVER_MODE=sandbox (the default in development on loopback without a client id): a local Naver under
        // /dev/naver-sandbox; the configuration refuses it in production and off loopback.
        ...(config.devToolsMounted && config.naver.mode === 'sandbox' ? [NaverSandboxModule] : []),
        // PAYMENT_GATEWAY=sandbox (the default outside production): a local card page under /dev/payment-sandbox
        // instead of NicePay's window; the configuration refuses the sandbox in production.
        ...(config.payment.gateway === 'sandbox' && (config.devToolsMounted || config.nodeEnv === 'test') ? [PaymentSandboxModule] : []),
        SpaModule,
      ],
    };
  }
}
