import { newOrder, NOW, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { CountOrdersService } from './count-orders.service';

describe('CountOrdersService', () => {
  it('counts paid orders in their boxes and unpaid ones nowhere', async () => {
    const { book, orders } = orderingWorld([1, 2, 3]);
    const { order } = await book.placePending(newOrder({ idempotencyKey: 'a' }));
    await book.claimForApproval(order.orderNumber, 'tid-a', NOW);
    await book.recordPayment(order.id, { ...PAYMENT, tid: 'tid-a' }, NOW);
    await book.placePending(newOrder({ idempotencyKey: 'b' }));
    const cancelled = (await book.placePending(newOrder({ idempotencyKey: 'c' }))).order;
    const row = orders.rows.get(cancelled.id);
    if (row) row.status = 'CANCELLED';
    expect(await new CountOrdersService(orders).execute(7)).toEqual({ before: 1, after: 0, end: 0, cancel: 1, change: 0, refund: 0 });
  });
});
