import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { newOrder, orderingWorld } from '../../testing/in-memory-orders';
import { GetOrderService } from './get-order.service';

describe('GetOrderService', () => {
  it("answers the member's own order, and not found for anyone else's", async () => {
    const { book, orders } = orderingWorld();
    const { order } = await book.placePending(newOrder());
    const service = new GetOrderService(orders, new InMemoryFileStorage());
    expect(await service.execute(7, order.id)).toMatchObject({ ok: true, value: { id: order.id, orderNumber: order.orderNumber, payments: [] } });
    expect(await service.execute(8, order.id)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
  });
});
