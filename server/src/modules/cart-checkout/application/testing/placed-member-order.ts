import { PlaceOrderService } from '../commands/place-order/place-order.service';
import { CheckoutPricingService } from '../services/checkout-pricing.service';
import type { checkoutWorld } from './in-memory-checkout';
import { InMemoryGuestSessions } from './in-memory-guest-sessions';

type PlaceOrder = Parameters<PlaceOrderService['execute']>[0];

/**
 * Member 7's order of one goods item 2, by card, without coupon or points, placed through PlaceOrderService in the
 * specs' checkout world (`changes` alter the command): the order a spec of a later step starts from.
 */
export async function placeMemberOrder(world: ReturnType<typeof checkoutWorld>, idempotencyKey = 'k1', changes: Partial<PlaceOrder> = {}) {
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
    ...changes,
  });
  if (!placed.ok) throw new Error(placed.message);
  return placed.value.order;
}
