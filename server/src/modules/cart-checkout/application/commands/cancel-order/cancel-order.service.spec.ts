import { InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';
import { checkoutWorld } from '../../testing/in-memory-checkout';
import { payPlacedOrder } from '../../testing/paid-order';
import { PlaceOrderService } from '../place-order/place-order.service';
import { CancelOrderService } from './cancel-order.service';

/** Member 7 pays 34,000 for a 40,000 order with coupon 2 (5,000 off) and 1,000 points, through the sandbox stand-in. */
async function paidOrder() {
  const world = checkoutWorld();
  const place = new PlaceOrderService(new CheckoutPricingService(world.priceList, world.promotions), world.members, world.orders, world.gateway, world.unitOfWork, world.clock, new InMemoryGuestSessions(), world.metrics);
  const placed = await place.execute({
    buyer: { kind: 'member', memberId: 7 },
    idempotencyKey: 'k1',
    lines: [{ goodsId: 1, amount: 2, optionIds: [101] }],
    memberCouponId: 2,
    points: 1_000,
    destination: { addressId: 1 },
    request: '',
    method: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: true },
    returnUrl: '/api/payment-serverAuth.php',
  });
  if (!placed.ok) throw new Error(placed.message);
  const order = placed.value.order;
  await payPlacedOrder(world, order);
  const service = new CancelOrderService(world.orders, world.refunds.flow, world.unitOfWork, world.clock);
  return { world, order, service };
}

describe('CancelOrderService', () => {
  it('cancels at once and writes the refund; the job gives it back after the commit, then the coupon and points come back', async () => {
    const { world, order, service } = await paidOrder();
    expect(world.promotions.points.get(7)).toBe(1_000);

    expect(await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: order.id, reason: '단순 변심' })).toEqual({ ok: true, value: { orderId: order.id, refunded: 34_000, refundPending: true } });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'CANCELLED', paidTids: [] });
    expect(world.gateway.cancels).toEqual([]);
    expect(world.refunds.rows.all()).toMatchObject([{ orderId: order.id, amount: 34_000, status: 'pending', cause: 'member-cancel' }]);
    expect(world.promotions.coupons.find((coupon) => coupon.memberCouponId === 2)?.usedByOrder).toBe(order.id);
    expect(world.promotions.points.get(7)).toBe(1_000);

    await world.refunds.settle();
    expect(world.gateway.cancels).toEqual([{ tid: 'tid-1', amount: 34_000, reason: '고객 요청 주문 취소', idempotencyKey: `${order.orderNumber}-R1` }]);
    expect(world.refunds.rows.all()).toMatchObject([{ status: 'succeeded' }]);
    expect(world.promotions.coupons.find((coupon) => coupon.memberCouponId === 2)?.usedByOrder).toBeNull();
    expect(world.promotions.points.get(7)).toBe(2_000);
  });

  it('cancels once: a second cancel is refused and refunds nothing more', async () => {
    const { world, order, service } = await paidOrder();
    await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: order.id, reason: '' });
    expect(await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: order.id, reason: '' })).toMatchObject({ ok: false, code: 'ORDERING.ALREADY_CANCELLED' });
    await world.refunds.settle();
    expect(world.gateway.cancels).toHaveLength(1);
    expect(world.promotions.points.get(7)).toBe(2_000);
  });

  it("answers another member's order like a missing one, and changes nothing", async () => {
    const { world, order, service } = await paidOrder();
    const other = await service.execute({ owner: { kind: 'member', memberId: 8 }, orderId: order.id, reason: '' });
    const missing = await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: 999, reason: '' });
    expect(other).toEqual(missing);
    expect(other).toMatchObject({ ok: false, kind: 'not-found', message: '잘못된 경로입니다.' });
    expect(world.gateway.cancels).toEqual([]);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PREPARING' });
  });

  it('keeps the order cancelled when the provider does not refund: the refund fails for a person, the coupon and points stay spent', async () => {
    const { world, order, service } = await paidOrder();
    world.gateway.cancelFails = true;
    expect(await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: order.id, reason: '' })).toMatchObject({ ok: true, value: { refundPending: true } });
    await world.refunds.settle();
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'CANCELLED' });
    expect(world.refunds.rows.all()).toMatchObject([{ status: 'failed', attempts: 2, lastError: 'provider down' }]);
    expect(world.promotions.coupons.find((coupon) => coupon.memberCouponId === 2)?.usedByOrder).toBe(order.id);
    expect(world.promotions.points.get(7)).toBe(1_000);
  });

  it('does not send a payment another gateway took to the configured one, and changes nothing', async () => {
    const { world, order, service } = await paidOrder();
    world.orders.stored[0].payments[0].gateway = 'nicepay';
    expect(await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: order.id, reason: '' })).toMatchObject({ ok: false, code: 'CHECKOUT.REFUND_FAILED' });
    expect(world.gateway.cancels).toEqual([]);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PREPARING' });
    expect(world.promotions.points.get(7)).toBe(1_000);
  });

  it("refuses a member's order to a guest owner, and a guest order to a member, alike (잘못된 경로입니다.)", async () => {
    const { world, order, service } = await paidOrder();
    expect(await service.execute({ owner: { kind: 'guest' }, orderId: order.id, reason: '' })).toMatchObject({ ok: false, code: 'CHECKOUT.ORDER_NOT_FOUND', message: '잘못된 경로입니다.' });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PREPARING' });
    expect(world.gateway.cancels).toEqual([]);
  });

  it('cancels a paid guest order for the guest owner: refunded in full, nothing to give back', async () => {
    const world = checkoutWorld();
    const place = new PlaceOrderService(new CheckoutPricingService(world.priceList, world.promotions), world.members, world.orders, world.gateway, world.unitOfWork, world.clock, new InMemoryGuestSessions(), world.metrics);
    const placed = await place.execute({
      buyer: { kind: 'guest', orderer: { name: '비회원', email: 'guest@example.com', phone: '01055556666' }, sessionId: 'no-session' },
      idempotencyKey: 'g1',
      lines: [{ goodsId: 2, amount: 1, optionIds: [] }],
      memberCouponId: null,
      points: 0,
      destination: { address: { recipient: '비회원', phone: '01055556666', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '', baseAddress: false }, save: false },
      request: '',
      method: 'card',
      consents: { age: true, terms: true, privacy: true, madeToOrder: true },
      returnUrl: '/api/payment-serverAuth.php',
    });
    if (!placed.ok) throw new Error(placed.message);
    const order = placed.value.order;
    await payPlacedOrder(world, order, 'tid-g');
    const service = new CancelOrderService(world.orders, world.refunds.flow, world.unitOfWork, world.clock);
    expect(await service.execute({ owner: { kind: 'member', memberId: 7 }, orderId: order.id, reason: '' })).toMatchObject({ ok: false, code: 'CHECKOUT.ORDER_NOT_FOUND' });
    expect(await service.execute({ owner: { kind: 'guest' }, orderId: order.id, reason: '' })).toEqual({ ok: true, value: { orderId: order.id, refunded: order.totalPrice, refundPending: true } });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'CANCELLED' });
  });
});
