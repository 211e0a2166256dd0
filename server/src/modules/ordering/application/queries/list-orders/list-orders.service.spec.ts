import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { newOrder, NOW, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { orderPeriodOf } from '../../../domain/order-period';
import { FixedOrderRefunds } from '../../testing/fixed-order-refunds';
import { ListOrdersService } from './list-orders.service';

describe('ListOrdersService', () => {
  it('lists paid orders newest first, without orders awaiting or failing payment', async () => {
    const { book, orders } = orderingWorld([1, 2, 3, 4]);
    const at = (minute: number) => new Date(NOW.getTime() + minute * 60_000);
    const paid = async (minute: number, key: string) => {
      const { order } = await book.placePending(newOrder({ idempotencyKey: key, now: at(minute) }));
      await book.claimForApproval(order.orderNumber, `tid-${key}`, at(minute));
      await book.recordPayment(order.id, { ...PAYMENT, tid: `tid-${key}` }, at(minute));
      return order.id;
    };
    const older = await paid(1, 'a');
    const newer = await paid(2, 'b');
    await book.placePending(newOrder({ idempotencyKey: 'c', now: at(3) }));
    const failed = (await book.placePending(newOrder({ idempotencyKey: 'd', now: at(4) }))).order;
    await book.abandon(7, failed.id, at(4));

    const page = await new ListOrdersService(orders, new InMemoryFileStorage(), new FixedOrderRefunds()).execute(7, { page: 0, size: 2 });
    expect(page.content.map((order) => order.id)).toEqual([newer, older]);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, first: true, last: true });
    expect((await new ListOrdersService(orders, new InMemoryFileStorage(), new FixedOrderRefunds()).execute(8, { page: 0, size: 2 })).empty).toBe(true);
  });

  it('keeps the orders placed on the days of the period in Korea (UTC+9), both ends inclusive', async () => {
    const { book, orders } = orderingWorld([1, 2, 3, 4]);
    const paidAt = async (instant: string, key: string) => {
      const now = new Date(instant);
      const { order } = await book.placePending(newOrder({ idempotencyKey: key, now }));
      await book.claimForApproval(order.orderNumber, `tid-${key}`, now);
      await book.recordPayment(order.id, { ...PAYMENT, tid: `tid-${key}` }, now);
      return order.id;
    };
    await paidAt('2026-10-31T14:59:59Z', 'before'); // 2026-10-31 23:59:59 in Seoul
    const first = await paidAt('2026-10-31T15:00:00Z', 'first'); // 2026-11-01 00:00 in Seoul
    const last = await paidAt('2026-11-02T14:59:59Z', 'last'); // 2026-11-02 23:59:59 in Seoul
    await paidAt('2026-11-02T15:00:00Z', 'after'); // 2026-11-03 00:00 in Seoul

    const period = orderPeriodOf({ year: 2026, month: 11, day: 1 }, { year: 2026, month: 11, day: 2 });
    const page = await new ListOrdersService(orders, new InMemoryFileStorage(), new FixedOrderRefunds()).execute(7, { page: 0, size: 10 }, period);
    expect(page.content.map((order) => order.id)).toEqual([last, first]);
    expect(page.totalElements).toBe(2);
    expect((await new ListOrdersService(orders, new InMemoryFileStorage(), new FixedOrderRefunds()).execute(7, { page: 0, size: 10 })).totalElements).toBe(4);
  });
});
