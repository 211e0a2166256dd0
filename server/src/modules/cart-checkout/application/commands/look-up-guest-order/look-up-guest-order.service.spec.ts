import { InMemoryLimitCounters } from '../../../../../shared/application/testing/in-memory-limit-counters';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';
import { FakeGuestPhoneVerification, InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { checkoutWorld } from '../../testing/in-memory-checkout';
import { placeMemberOrder } from '../../testing/placed-member-order';
import { PlaceOrderService } from '../place-order/place-order.service';
import { SendOrderLookupCodeService } from '../send-order-lookup-code/send-order-lookup-code.service';
import { LookUpGuestOrderService } from './look-up-guest-order.service';

const GUEST = { name: '비회원', email: 'guest@example.com', phone: '01055556666' };
const FAILED = { ok: false, code: 'CHECKOUT.GUEST_LOOKUP_FAILED', message: '주문번호 또는 인증번호가 올바르지 않습니다.' };

async function setup() {
  const world = checkoutWorld();
  const counters = new InMemoryLimitCounters();
  const limits = { reserve: async (...args: Parameters<InMemoryLimitCounters['reserve']>) => counters.reserve(...args), settle: async (...args: Parameters<InMemoryLimitCounters['settle']>) => counters.settle(...args) };
  const verification = new FakeGuestPhoneVerification();
  const sessions = new InMemoryGuestSessions();
  const place = new PlaceOrderService(new CheckoutPricingService(world.priceList, world.promotions), world.members, world.orders, world.gateway, world.unitOfWork, world.clock, new InMemoryGuestSessions(), world.metrics);
  const placed = await place.execute({
    buyer: { kind: 'guest', orderer: GUEST, sessionId: 'no-session' },
    idempotencyKey: 'g1',
    lines: [{ goodsId: 2, amount: 1, optionIds: [] }],
    memberCouponId: null,
    points: 0,
    destination: { address: { recipient: '비회원', phone: '01055556666', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '', baseAddress: false }, save: false },
    request: '',
    method: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: true },
    returnUrl: '/r',
  });
  if (!placed.ok) throw new Error(placed.message);
  const send = new SendOrderLookupCodeService(world.orders, verification, limits, world.clock);
  const lookUp = new LookUpGuestOrderService(world.orders, verification, sessions, limits, world.clock);
  return { world, verification, sessions, send, lookUp, order: placed.value.order, counters };
}

describe('the guest order lookup (비회원 주문조회)', () => {
  it('texts the code to the order\'s phone and opens a session scoped to that order for the right code', async () => {
    const { send, lookUp, verification, order, sessions } = await setup();
    expect(await send.execute({ orderNumber: order.orderNumber, ip: '10.0.0.1' })).toEqual({ ok: true, value: undefined });
    expect(verification.texted).toEqual([{ phone: '01055556666', ip: '10.0.0.1' }]);
    const opened = await lookUp.execute({ orderNumber: ` ${order.orderNumber} `, code: '123456', ip: '10.0.0.1' });
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.value.session).toMatchObject({ orderId: order.id, phone: '01055556666', name: '비회원', email: 'guest@example.com' });
    expect(await sessions.find(opened.value.token, new Date('2026-11-23T03:10:00Z'))).toMatchObject({ orderId: order.id });
  });

  it('finds the number typed in small letters too, counting it against the same limits', async () => {
    const { send, lookUp, verification, order, counters } = await setup();
    const typed = ` ${order.orderNumber.toLowerCase()} `;
    expect(typed).not.toContain(order.orderNumber);
    expect(await send.execute({ orderNumber: typed, ip: '10.0.0.9' })).toEqual({ ok: true, value: undefined });
    expect(verification.texted).toEqual([{ phone: '01055556666', ip: '10.0.0.9' }]);
    expect(await lookUp.execute({ orderNumber: typed, code: '123456', ip: '10.0.0.9' })).toMatchObject({ ok: true, value: { session: { orderId: order.id } } });
    expect(counters.used('guest-lookup-send-day', order.orderNumber)).toBe(1);
  });

  it('answers the same whether the order exists or not, and texts nobody for an unknown number', async () => {
    const { send, lookUp, verification, order } = await setup();
    expect(await send.execute({ orderNumber: '20990101-000000', ip: '10.0.0.2' })).toEqual({ ok: true, value: undefined });
    expect(verification.texted).toEqual([]);
    await send.execute({ orderNumber: order.orderNumber, ip: '10.0.0.2' });
    expect(await lookUp.execute({ orderNumber: order.orderNumber, code: '000000', ip: '10.0.0.2' })).toMatchObject(FAILED);
    expect(await lookUp.execute({ orderNumber: '20990101-000000', code: '123456', ip: '10.0.0.2' })).toMatchObject(FAILED);
  });

  it('finds no member order: a member\'s order number answers as an unknown one', async () => {
    const { world, lookUp, send, verification } = await setup();
    const member = await placeMemberOrder(world, 'm1', { consents: { age: true, terms: true, privacy: true, madeToOrder: true } });
    await send.execute({ orderNumber: member.orderNumber, ip: '10.0.0.3' });
    expect(verification.texted).toEqual([]);
    expect(await lookUp.execute({ orderNumber: member.orderNumber, code: '123456', ip: '10.0.0.3' })).toMatchObject(FAILED);
  });

  it('keeps a minute between codes per number typed, existing or not, and 5 a day', async () => {
    const { send, order, world } = await setup();
    for (const orderNumber of [order.orderNumber, '20990101-000001']) {
      expect((await send.execute({ orderNumber, ip: '10.1.0.1' })).ok).toBe(true);
      expect(await send.execute({ orderNumber, ip: '10.1.0.2' })).toMatchObject({ ok: false, code: 'CHECKOUT.GUEST_LOOKUP_RESEND_TOO_SOON' });
    }
    for (let sent = 1; sent < 5; sent += 1) {
      world.clock.advance(61_000);
      expect((await send.execute({ orderNumber: order.orderNumber, ip: `10.2.0.${sent}` })).ok).toBe(true);
    }
    world.clock.advance(61_000);
    expect(await send.execute({ orderNumber: order.orderNumber, ip: '10.2.0.9' })).toMatchObject({ ok: false, code: 'CHECKOUT.GUEST_LOOKUP_TOO_MANY' });
  });

  it('judges at most 10 tries an hour per number typed, then refuses even the right code', async () => {
    const { send, lookUp, order } = await setup();
    await send.execute({ orderNumber: order.orderNumber, ip: '10.3.0.1' });
    for (let tried = 0; tried < 10; tried += 1) {
      expect(await lookUp.execute({ orderNumber: order.orderNumber, code: '000000', ip: `10.3.${tried}.1` })).toMatchObject(FAILED);
    }
    expect(await lookUp.execute({ orderNumber: order.orderNumber, code: '123456', ip: '10.3.99.1' })).toMatchObject({ ok: false, code: 'CHECKOUT.GUEST_LOOKUP_TOO_MANY' });
  });

  it('answers the same when the text could not be sent', async () => {
    const { send, verification, order } = await setup();
    verification.failNextText = true;
    expect(await send.execute({ orderNumber: order.orderNumber, ip: '10.4.0.1' })).toEqual({ ok: true, value: undefined });
  });
});
