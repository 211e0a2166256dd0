import type { MetricsPort } from '../../../../shared/application/metrics.port';
import type { SmsMessage, SmsSenderPort } from '../../application/ports/sms-sender.port';

/** Any SmsSenderPort, counted (a decorator): texts the provider took, and texts it refused or could not take. */
export class MeteredSmsSender implements SmsSenderPort {
  constructor(
    private readonly inner: SmsSenderPort,
    private readonly metrics: MetricsPort,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    try {
      await this.inner.send(message);
    } catch (error) {
      this.metrics.counter('shop_texts_failed_total').inc();
      throw error;
    }
    this.metrics.counter('shop_texts_sent_total').inc();
  }
}
