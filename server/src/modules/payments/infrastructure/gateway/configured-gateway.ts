import type { PaymentConfig } from '../../../../config/payment.config';
import type { ClockPort } from '../../../../shared/application/clock.port';
import type { PaymentGatewayPort } from '../../application/ports/payment-gateway.port';
import { NicePayGateway } from './nicepay/nicepay-gateway';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment-gateway';
import type { SandboxPaymentStore } from './sandbox/sandbox-payment.store';

/** The adapter PAYMENT_CONFIG names: NicePay (in test mode with NICEPAY_MODE=test), or the local sandbox. */
export function configuredGateway(payment: Pick<PaymentConfig, 'gateway' | 'mode' | 'nicepay' | 'approvalTimeoutMs'>, store: SandboxPaymentStore, clock: ClockPort): PaymentGatewayPort {
  return payment.gateway === 'nicepay' ? new NicePayGateway(payment.nicepay, payment.approvalTimeoutMs, clock, payment.mode === 'test') : new SandboxPaymentGateway(store, clock);
}
