import { InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';
import { checkoutWorld } from '../../testing/in-memory-checkout';
import { PlaceOrderService } from '../place-order/place-order.service';
import { GIVE_UP_CANCEL_AFTER_MS, PENDING_EXPIRES_AFTER_MS, ReconcileApprovalsService, STUCK_APPROVAL_AFTER_MS } from './reconcile-approvals.service';

async function stuckOrder() {
  const world = checkoutWorld();
  const place = new PlaceOrderService(new CheckoutPricingService(world.priceList, world.promotions), world.members, world.orders, world.gateway, world.unitOfWork, world.clock, new InMemoryGuestSessions(), world.metrics);
  const placed = await place.execute({
    buyer: { kind: 'member', memberId: 7 },
    idempotencyKey: 'k1',
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
  await world.orders.claimForApproval(placed.value.order.orderNumber, 'tid-9', world.clock.now());
  return { world, orderId: placed.value.order.id, service: new ReconcileApprovalsService(world.orders, world.gateway) };
}

describe('ReconcileApprovalsService', () => {
  it('leaves a fresh approval alone', async () => {
    const { world, orderId, service } = await stuckOrder();
    expect(await service.purge(world.clock.now())).toEqual({ closedApprovals: 0, expiredOrders: 0 });
    expect((await world.orders.findById(orderId))?.status).toBe('PAYMENT_APPROVING');
  });

  it('cancels a stuck approval at the provider and closes the order', async () => {
    const { world, orderId, service } = await stuckOrder();
    world.clock.advance(STUCK_APPROVAL_AFTER_MS + 1);
    expect(await service.purge(world.clock.now())).toEqual({ closedApprovals: 1, expiredOrders: 0 });
    expect(world.gateway.cancels.map((cancel) => cancel.tid)).toEqual(['tid-9']);
    expect((await world.orders.findById(orderId))?.status).toBe('PAYMENT_FAILED');
  });

  it('keeps retrying while the provider refuses the cancel, and gives up after a day', async () => {
    const { world, orderId, service } = await stuckOrder();
    world.gateway.cancelFails = true;
    world.clock.advance(STUCK_APPROVAL_AFTER_MS + 1);
    expect(await service.purge(world.clock.now())).toEqual({ closedApprovals: 0, expiredOrders: 0 });
    expect((await world.orders.findById(orderId))?.status).toBe('PAYMENT_APPROVING');
    world.clock.advance(GIVE_UP_CANCEL_AFTER_MS);
    expect(await service.purge(world.clock.now())).toEqual({ closedApprovals: 1, expiredOrders: 0 });
  });

  it('closes an order saved but left unpaid for a day, and not before', async () => {
    const { world, orderId, service } = await stuckOrder();
    // This one was claimed; a second order stays waiting for payment.
    const [stuck] = world.orders.stored;
    world.orders.stored.push({ ...structuredClone(stuck), key: 'k2', order: { ...structuredClone(stuck.order), id: 2, orderNumber: '20261123-100002', status: 'PENDING_PAYMENT', approvingTid: null, approvingSince: null } });
    world.clock.advance(PENDING_EXPIRES_AFTER_MS - 1);
    expect((await service.purge(world.clock.now())).expiredOrders).toBe(0);
    world.clock.advance(2);
    expect((await service.purge(world.clock.now())).expiredOrders).toBe(1);
    expect(await world.orders.findById(2)).toMatchObject({ status: 'PAYMENT_FAILED', failureReason: '결제 시간이 지나 주문이 취소되었습니다.' });
    expect((await world.orders.findById(orderId))?.status).toBe('PAYMENT_FAILED');
  });
});
