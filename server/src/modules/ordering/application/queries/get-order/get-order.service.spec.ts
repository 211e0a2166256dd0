import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { FixedOrderRefunds } from '../../testing/fixed-order-refunds';
import { newOrder, orderingWorld } from '../../testing/in-memory-orders';
import { GetOrderService } from './get-order.service';

describe('GetOrderService', () => {
  it("answers the member's own order, and not found for anyone else's", async () => {
    const { book, orders } = orderingWorld();
    const { order } = await book.placePending(newOrder());
    const service = new GetOrderService(orders, new InMemoryFileStorage(), new FixedOrderRefunds());
    expect(await service.execute(7, order.id)).toMatchObject({ ok: true, value: { id: order.id, orderNumber: order.orderNumber, payments: [], refundStatus: null } });
    expect(await service.execute(8, order.id)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
  });

  it('reads 환불 처리 중 (PENDING) while a refund of the order is not confirmed, a failed one too, and DONE once it is', async () => {
    const { book, orders } = orderingWorld();
    const { order } = await book.placePending(newOrder());
    const fact = { orderId: order.id, amount: 10_000, requestedAt: new Date(), settledAt: null, lastError: null };
    const refunds = new FixedOrderRefunds([{ ...fact, status: 'pending' }, { ...fact, orderId: order.id + 1, status: 'succeeded' }]);
    const service = new GetOrderService(orders, new InMemoryFileStorage(), refunds);
    expect(await service.execute(7, order.id)).toMatchObject({ ok: true, value: { refundStatus: 'PENDING' } });
    refunds.facts[0] = { ...fact, status: 'failed' };
    expect(await service.execute(7, order.id)).toMatchObject({ ok: true, value: { refundStatus: 'PENDING' } });
    refunds.facts[0] = { ...fact, status: 'succeeded' };
    expect(await service.execute(7, order.id)).toMatchObject({ ok: true, value: { refundStatus: 'DONE' } });
  });
});
