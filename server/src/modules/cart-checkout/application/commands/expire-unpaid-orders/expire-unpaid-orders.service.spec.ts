import { InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';
import { checkoutWorld } from '../../testing/in-memory-checkout';
import { PlaceOrderService } from '../place-order/place-order.service';
import { ExpireUnpaidOrdersService, PENDING_EXPIRES_AFTER_MS } from './expire-unpaid-orders.service';

async function placedOrder(idempotencyKey: string, world = checkoutWorld()) {
  const place = new PlaceOrderService(new CheckoutPricingService(world.priceList, world.promotions), world.members, world.orders, world.gateway, world.unitOfWork, world.clock, new InMemoryGuestSessions(), world.metrics);
  const placed = await place.execute({
    buyer: { kind: 'member', memberId: 7 },
    idempotencyKey,
    lines: [{ goodsId: 2, amount: 1, optionIds: [] }],
    memberCouponId: null,
    points: 0,
    destination: { addressId: 1 },
    request: '',
    method: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: false },
    returnUrl: '/r',
  });
  if (!placed.ok) throw new Error(placed.message);
  return { world, order: placed.value.order };
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
