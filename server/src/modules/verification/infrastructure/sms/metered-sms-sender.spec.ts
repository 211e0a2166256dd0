import { InMemoryMetrics } from '../../../../shared/application/testing/in-memory-metrics';
import type { SmsMessage, SmsSenderPort } from '../../application/ports/sms-sender.port';
import { MeteredSmsSender } from './metered-sms-sender';

class FlakySender implements SmsSenderPort {
  sent: SmsMessage[] = [];
  fails = false;
  async send(message: SmsMessage): Promise<void> {
    if (this.fails) throw new Error('provider refused');
    this.sent.push(message);
  }
}

describe('MeteredSmsSender', () => {
  it('counts texts handed over and texts that failed, and throws a failure on', async () => {
    const inner = new FlakySender();
    const metrics = new InMemoryMetrics();
    const sender = new MeteredSmsSender(inner, metrics);
    await sender.send({ to: '01012345678', text: '주문이 완료되었습니다' });
    inner.fails = true;
    await expect(sender.send({ to: '01012345678', text: '다시' })).rejects.toThrow('provider refused');
    expect(inner.sent).toHaveLength(1);
    expect(metrics.counted('shop_texts_sent_total')).toBe(1);
    expect(metrics.counted('shop_texts_failed_total')).toBe(1);
  });
});
