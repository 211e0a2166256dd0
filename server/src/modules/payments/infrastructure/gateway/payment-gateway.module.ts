import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../../../config/payment.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { METRICS, type MetricsPort } from '../../../../shared/application/metrics.port';
import { PAYMENT_GATEWAY } from '../../application/payments.di-tokens';
import type { PaymentGatewayPort } from '../../application/ports/payment-gateway.port';
import { MeteredPaymentGateway } from './metered-payment-gateway';
import { configuredGateway } from './configured-gateway';
import { SandboxPaymentStore } from './sandbox/sandbox-payment.store';
import { TypeOrmSandboxPaymentStore } from './sandbox/typeorm-sandbox-payment.store';

/**
 * PAYMENT_GATEWAY, the adapter PAYMENT_CONFIG names: NicePay, or the sandbox. Import this module wherever the
 * port is needed; Nest keeps one instance of it, so the checkout and the sandbox's card page share one
 * SandboxPaymentStore (in PostgreSQL, so every instance on the database shares it).
 */
@Module({
  providers: [
    { provide: SandboxPaymentStore, useClass: TypeOrmSandboxPaymentStore },
    {
      provide: PAYMENT_GATEWAY,
      inject: [PAYMENT_CONFIG, SandboxPaymentStore, CLOCK, METRICS],
      // Timed and counted by MeteredPaymentGateway (docs/operations.md, "Metrics").
      useFactory: (payment: PaymentConfig, store: SandboxPaymentStore, clock: ClockPort, metrics: MetricsPort): PaymentGatewayPort =>
        new MeteredPaymentGateway(configuredGateway(payment, store, clock), metrics),
    },
  ],
  exports: [PAYMENT_GATEWAY, SandboxPaymentStore],
})
export class PaymentGatewayModule implements OnModuleInit {
  constructor(
    @Inject(PAYMENT_CONFIG) private readonly payment: PaymentConfig,
    @Inject(RUNTIME_CONFIG) private readonly runtime: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    if (this.payment.gateway === 'sandbox' && !this.runtime.devToolsMounted && this.runtime.nodeEnv !== 'test') {
      new Logger('PaymentGateway').warn({
        msg: 'PAYMENT_GATEWAY=sandbox but the sandbox card page is mounted only on loopback: checkout cannot complete on this interface. Use HOST=127.0.0.1 or PAYMENT_GATEWAY=nicepay',
      });
    }
  }
}
