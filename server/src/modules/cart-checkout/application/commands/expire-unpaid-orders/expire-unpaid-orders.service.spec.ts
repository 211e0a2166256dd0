import { checkoutWorld } from '../../testing/in-memory-checkout';
import { placeMemberOrder } from '../../testing/placed-member-order';
import { ExpireUnpaidOrdersService, PENDING_EXPIRES_AFTER_MS } from './expire-unpaid-orders.service';

async function placedOrder(idempotencyKey: string, world = checkoutWorld()) {
  return { world, order: await placeMemberOrder(world, idempotencyKey) };
}

describe('ExpireUnpaidOrdersService', () => {
  it('is housekeeping\'s unpaid-orders task', () => {
    expect(new ExpireUnpaidOrdersService(checkoutWorld().orders).name).toBe('unpaid-orders');
  });

  it('closes an order saved but left unpaid for a day, and not before', async () => {
    const { world, order } = await placedOrder('k1');
    const service = new ExpireUnpaidOrdersService(world.orders);
    world.clock.advance(PENDING_EXPIRES_AFTER_MS - 1);
    expect(await service.purge(world.clock.now())).toEqual({ expiredOrders: 0 });
    world.clock.advance(2);
    expect(await service.purge(world.clock.now())).toEqual({ expiredOrders: 1 });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PAYMENT_FAILED', failureReason: '결제 시간이 지나 주문이 취소되었습니다.' });
    expect(await service.purge(world.clock.now())).toEqual({ expiredOrders: 0 });
  });

  it('leaves an order whose approval is in flight to payments\' reconciliation', async () => {
    const { world, order } = await placedOrder('k1');
    await world.orders.claimForApproval(order.orderNumber, 'tid-9', world.clock.now());
    world.clock.advance(PENDING_EXPIRES_AFTER_MS + 1);
    expect(await new ExpireUnpaidOrdersService(world.orders).purge(world.clock.now())).toEqual({ expiredOrders: 0 });
    expect((await world.orders.findById(order.id))?.status).toBe('PAYMENT_APPROVING');
    expect(world.gateway.cancels).toEqual([]);
  });
});
