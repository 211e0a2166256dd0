import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../../../../config/payment.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../../config/runtime.config';
import { PaymentGatewayModule } from '../payment-gateway.module';
import { PaymentSandboxController } from './payment-sandbox.controller';

/**
 * The sandbox's card page (/dev/payment-sandbox). It shares PaymentGatewayModule's SandboxPaymentStore with
 * the checkout's gateway (one module instance, one store). app.module.ts imports it only with
 * PAYMENT_GATEWAY=sandbox where the development tools are mounted, or in tests; never in production.
 */
@Module({
  imports: [PaymentGatewayModule],
  controllers: [PaymentSandboxController],
})
export class PaymentSandboxModule implements OnModuleInit {
  constructor(
    @Inject(PAYMENT_CONFIG) private readonly payment: PaymentConfig,
    @Inject(RUNTIME_CONFIG) private readonly runtime: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    if (this.payment.gateway !== 'sandbox' || this.runtime.nodeEnv === 'production') {
      throw new Error('the payment sandbox must not be mounted unless PAYMENT_GATEWAY=sandbox outside production');
    }
    if (this.runtime.nodeEnv !== 'test') {
      new Logger('PaymentSandbox').warn({ msg: 'Card payments go to the local sandbox (/dev/payment-sandbox): no money moves. Set PAYMENT_GATEWAY=nicepay to use NicePay.' });
    }
  }
}
