import { InMemoryJobQueue } from '../../../../shared/application/testing/in-memory-job-queue';
import { ORDER_PAID_TEXT_EXPIRE_IN_SECONDS, ORDER_PAID_TEXT_JOB, QueuedOrderNotifier } from './queued-order-notifier';
import { PAID_ORDER_TEXT as ORDER } from './testing/paid-order-text';

describe('QueuedOrderNotifier', () => {
  it('enqueues the text once per order number, with the text job’s short expiry', async () => {
    const jobs = new InMemoryJobQueue();
    const enqueue = jest.spyOn(jobs, 'enqueue');
    const notifier = new QueuedOrderNotifier(jobs);
    await notifier.orderPaid(ORDER);
    await notifier.orderPaid(ORDER);
    expect(enqueue).toHaveBeenCalledTimes(2);
    expect(enqueue).toHaveBeenNthCalledWith(1, ORDER_PAID_TEXT_JOB, ORDER, { idempotencyKey: ORDER.orderNumber, expireInSeconds: ORDER_PAID_TEXT_EXPIRE_IN_SECONDS });
    await expect(enqueue.mock.results[1].value).resolves.toBeNull();
  });

  it('enqueues nothing for an order without a phone', async () => {
    const jobs = new InMemoryJobQueue();
    const enqueue = jest.spyOn(jobs, 'enqueue');
    await new QueuedOrderNotifier(jobs).orderPaid({ ...ORDER, ordererPhone: '' });
    expect(enqueue).not.toHaveBeenCalled();
  });
});
