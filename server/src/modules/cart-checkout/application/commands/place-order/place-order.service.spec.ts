import { InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';
import { checkoutWorld } from '../../testing/in-memory-checkout';
import { type PlaceOrderCommand, PlaceOrderService } from './place-order.service';

function setup() {
  const world = checkoutWorld();
  const pricing = new CheckoutPricingService(world.priceList, world.promotions);
  const sessions = new InMemoryGuestSessions();
  const service = new PlaceOrderService(pricing, world.members, world.orders, world.gateway, world.unitOfWork, world.clock, sessions, world.metrics);
  return { world, service, sessions };
}

const command = (overrides: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand => ({
  buyer: { kind: 'member', memberId: 7 },
  idempotencyKey: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427',
  lines: [
    { goodsId: 1, amount: 1, optionIds: [102] }, // 25,000
    { goodsId: 2, amount: 1, optionIds: [] }, // 8,000
  ],
  memberCouponId: 1, // 10% of 33,000 = 3,300
  points: 500,
  destination: { addressId: 1 },
  request: '문 앞에 놓아주세요',
  method: 'card',
  consents: { age: true, terms: true, privacy: true, madeToOrder: true },
  returnUrl: '/api/payment-serverAuth.php',
  ...overrides,
});

describe('PlaceOrderService', () => {
  it('saves a pending order priced by the server and answers what opens the provider', async () => {
    const { world, service } = setup();
    const placed = await service.execute(command());
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    // 33,000 − 3,300 − 500 + 0 shipping
    expect(placed.value.payment).toMatchObject({ gateway: 'sandbox', amount: 29_200, goodsName: '미니 토트백 외 1건', orderId: placed.value.order.orderNumber });
    const [stored] = world.orders.stored;
    expect(stored.draft).toMatchObject({ goodsTotal: 33_000, couponDiscount: 3_300, pointsUsed: 500, shippingFee: 0, totalPrice: 29_200, memberCouponId: 1 });
    expect(stored.draft.shipping).toMatchObject({ recipient: '김민수', zipCode: '06236', request: '문 앞에 놓아주세요' });
    expect(stored.draft.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([[20_000, 25_000], [8_000, 8_000]]);
    // Nothing is spent before the payment is approved.
    expect(world.promotions.coupons[0].usedByOrder).toBeNull();
    expect(world.promotions.points.get(7)).toBe(2_000);
  });

  it('makes one order for one key, however often it is sent', async () => {
    const { world, service } = setup();
    const [first, second] = await Promise.all([service.execute(command()), service.execute(command())]);
    const third = await service.execute(command());
    expect(world.orders.stored).toHaveLength(1);
    expect([first, second, third].map((each) => each.ok && each.value.order.id)).toEqual([1, 1, 1]);
  });

  it('refuses a key whose order is no longer waiting for payment', async () => {
    const { world, service } = setup();
    await service.execute(command());
    await world.orders.failPayment(1, '카드 한도가 초과되었습니다.');
    expect(await service.execute(command())).toMatchObject({ ok: false, code: 'CHECKOUT.ORDER_CLOSED' });
  });

  it('requires the made-to-order consent when the order holds such goods, and not otherwise', async () => {
    const { service } = setup();
    const without = { age: true, terms: true, privacy: true, madeToOrder: false };
    expect(await service.execute(command({ consents: without }))).toMatchObject({ ok: false, code: 'CHECKOUT.MADE_TO_ORDER_CONSENT_REQUIRED' });
    const cardCaseOnly = await service.execute(command({ consents: without, lines: [{ goodsId: 2, amount: 1, optionIds: [] }], memberCouponId: null }));
    expect(cardCaseOnly.ok).toBe(true);
  });

  it('refuses another member\'s address and saves a new one to the book only when asked', async () => {
    const { world, service } = setup();
    world.members.addresses.push({ id: 2, memberId: 8, recipient: '이영희', phone: '01099998888', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '' });
    expect(await service.execute(command({ destination: { addressId: 2 } }))).toMatchObject({ ok: false, code: 'CHECKOUT.ADDRESS_NOT_FOUND' });
    const address = { recipient: '박지훈', phone: '01055554444', zipCode: '48058', address: '부산 해운대구 센텀중앙로 79', adrDetail: '3층', baseAddress: false };
    expect((await service.execute(command({ idempotencyKey: 'a1', destination: { address, save: false } }))).ok).toBe(true);
    expect(world.members.addresses).toHaveLength(2);
    expect((await service.execute(command({ idempotencyKey: 'a2', destination: { address, save: true } }))).ok).toBe(true);
    expect(world.members.addresses).toHaveLength(3);
    expect(world.orders.stored.at(-1)?.draft.shipping.recipient).toBe('박지훈');
  });

  it('passes on promotions\' refusals and saves nothing', async () => {
    const { world, service } = setup();
    expect(await service.execute(command({ memberCouponId: 99 }))).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_FOUND' });
    expect(await service.execute(command({ points: 5_000 }))).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_EXCEED_BALANCE' });
    world.promotions.points.set(7, 90);
    expect(await service.execute(command({ points: 50 }))).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_BELOW_MINIMUM' });
    expect(world.orders.stored).toHaveLength(0);
  });

  describe('for a verified guest (비회원 주문)', () => {
    const guest = { name: '비회원', email: 'guest@example.com', phone: '01055556666' };
    const typed = { address: { recipient: '비회원', phone: '01055556666', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '', baseAddress: false }, save: false };

    it('keeps the guest as the orderer, no member, priced without coupon or points; the guest session is scoped to the order', async () => {
      const { world, service, sessions } = setup();
      const opened = await sessions.open({ orderer: guest, orderId: null, now: world.clock.now(), expiresAt: new Date(world.clock.now().getTime() + 60_000) });
      const placed = await service.execute(command({ buyer: { kind: 'guest', orderer: guest, sessionId: opened.session.id }, memberCouponId: null, points: 0, destination: typed }));
      if (!placed.ok) throw new Error(placed.message);
      expect((await sessions.find(opened.token, world.clock.now()))?.orderId).toBe(placed.value.order.id);
      expect(placed.value.order).toMatchObject({ memberId: null, guest: true, ordererName: '비회원', ordererEmail: 'guest@example.com', ordererPhone: '01055556666', pointsUsed: 0, memberCouponId: null });
      expect(world.orders.stored[0].draft).toMatchObject({ memberId: null, orderer: guest, couponDiscount: 0, pointsUsed: 0 });
    });

    it('refuses points, coupons and the address book with Korean messages, and saves nothing', async () => {
      const { world, service } = setup();
      const asGuest = { buyer: { kind: 'guest' as const, orderer: guest, sessionId: 'no-session' } };
      expect(await service.execute(command({ ...asGuest, memberCouponId: null, points: 500, destination: typed }))).toMatchObject({
        ok: false,
        code: 'CHECKOUT.MEMBERS_ONLY_BENEFITS',
        message: '적립금과 쿠폰은 회원만 사용할 수 있습니다.',
      });
      expect(await service.execute(command({ ...asGuest, memberCouponId: 1, points: 0, destination: typed }))).toMatchObject({ ok: false, code: 'CHECKOUT.MEMBERS_ONLY_BENEFITS' });
      expect(await service.execute(command({ ...asGuest, memberCouponId: null, points: 0 }))).toMatchObject({ ok: false, code: 'CHECKOUT.GUEST_ADDRESS_REQUIRED' });
      expect(await service.execute(command({ ...asGuest, memberCouponId: null, points: 0, destination: { ...typed, save: true } }))).toMatchObject({
        ok: false,
        code: 'CHECKOUT.GUEST_ADDRESS_REQUIRED',
      });
      expect(world.orders.stored).toEqual([]);
    });
  });
});
