import type { MetricsPort } from '../../../../shared/application/metrics.port';
import type { ApprovalOutcome, PaymentGatewayPort, PaymentReturn } from '../../application/ports/payment-gateway.port';

/**
 * Any PaymentGatewayPort, timed (a decorator, so no adapter changes): approve, cancel and lookup durations by outcome,
 * the calls that threw (unreachable, 5xx, timed out), and every payment given back (shop_refunds_total).
 * checkoutParams and readReturn call nobody and pass through.
 */
export class MeteredPaymentGateway implements PaymentGatewayPort {
  constructor(
    private readonly inner: PaymentGatewayPort,
    private readonly metrics: MetricsPort,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get name(): PaymentGatewayPort['name'] {
    return this.inner.name;
  }

  get testMode(): boolean {
    return this.inner.testMode;
  }

  checkoutParams(order: Parameters<PaymentGatewayPort['checkoutParams']>[0]) {
    return this.inner.checkoutParams(order);
  }

  readReturn(fields: Record<string, unknown>) {
    return this.inner.readReturn(fields);
  }

  approve(payment: PaymentReturn, amount: number): Promise<ApprovalOutcome> {
    return this.timed('approve', () => this.inner.approve(payment, amount), (outcome) => outcome.kind);
  }

  async cancel(payment: Parameters<PaymentGatewayPort['cancel']>[0]): Promise<void> {
    await this.timed('cancel', () => this.inner.cancel(payment), () => 'cancelled');
    this.metrics.counter('shop_refunds_total').inc({ partial: String(payment.partial === true) });
  }

  refundedSoFar(tid: string): Promise<number | null> {
    return this.timed('lookup', () => this.inner.refundedSoFar(tid), (refunded) => (refunded === null ? 'unknown' : 'known'));
  }

  private async timed<T>(operation: 'approve' | 'cancel' | 'lookup', call: () => Promise<T>, outcomeOf: (value: T) => string): Promise<T> {
    const started = this.now();
    const seconds = () => (this.now() - started) / 1000;
    const gateway = this.inner.name;
    try {
      const value = await call();
      this.metrics.histogram('shop_payment_gateway_duration_seconds').observe({ gateway, operation, outcome: outcomeOf(value) }, seconds());
      return value;
    } catch (error) {
      this.metrics.histogram('shop_payment_gateway_duration_seconds').observe({ gateway, operation, outcome: 'error' }, seconds());
      this.metrics.counter('shop_payment_gateway_errors_total').inc({ gateway, operation });
      throw error;
    }
  }
}
