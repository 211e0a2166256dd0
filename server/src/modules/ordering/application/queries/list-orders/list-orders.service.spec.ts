import { newOrder, NOW, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
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

    const page = await new ListOrdersService(orders).execute(7, { page: 0, size: 2 });
    expect(page.content.map((order) => order.id)).toEqual([newer, older]);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, first: true, last: true });
    expect((await new ListOrdersService(orders).execute(8, { page: 0, size: 2 })).empty).toBe(true);
  });
});
