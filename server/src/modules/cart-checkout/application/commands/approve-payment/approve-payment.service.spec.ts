import { InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';
import { checkoutWorld } from '../../testing/in-memory-checkout';
import { PlaceOrderService } from '../place-order/place-order.service';
import { ApprovePaymentService } from './approve-payment.service';

async function setup(options: { coupon?: number | null; points?: number } = {}) {
  const world = checkoutWorld();
  const place = new PlaceOrderService(new CheckoutPricingService(world.priceList, world.promotions), world.members, world.orders, world.gateway, world.unitOfWork, world.clock, new InMemoryGuestSessions(), world.metrics);
  const placed = await place.execute({
    buyer: { kind: 'member', memberId: 7 },
    idempotencyKey: 'k1',
    lines: [{ goodsId: 1, amount: 2, optionIds: [101] }], // 40,000
    memberCouponId: options.coupon === undefined ? 2 : options.coupon, // 5,000 off
    points: options.points ?? 1_000,
    destination: { addressId: 1 },
    request: '',
    method: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: true },
    returnUrl: '/api/payment-serverAuth.php',
  });
  if (!placed.ok) throw new Error(placed.message);
  const service = new ApprovePaymentService(world.approvals, world.orders, world.promotions, world.notifier, world.unitOfWork, world.clock, world.metrics);
  const order = placed.value.order;
  const ret = (overrides: Record<string, unknown> = {}) => ({
    authResultCode: '0000',
    authResultMsg: '인증 성공',
    orderId: order.orderNumber,
    amount: String(order.totalPrice),
    tid: 'tid-1',
    signature: 'good',
    ...overrides,
  });
  return { world, service, order, ret };
}

describe('ApprovePaymentService', () => {
  it('approves the order\'s own amount, then records the payment and spends coupon and points together', async () => {
    const { world, service, order, ret } = await setup();
    expect(order.totalPrice).toBe(34_000);
    expect(await service.execute(ret())).toEqual({ ok: true, value: { orderId: order.id } });
    expect(world.gateway.approvals).toEqual([{ tid: 'tid-1', amount: 34_000 }]);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PREPARING', paidTids: ['tid-1'] });
    expect(world.promotions.coupons.find((coupon) => coupon.memberCouponId === 2)?.usedByOrder).toBe(order.id);
    expect(world.promotions.points.get(7)).toBe(1_000);
    expect(world.notifier.sent).toEqual([order.orderNumber]);
    expect(world.metrics.counted('shop_orders_placed_total')).toBe(1);
    expect(world.metrics.counted('shop_orders_paid_total')).toBe(1);
  });

  it('answers a repeated return with the same paid order and approves once', async () => {
    const { world, service, order, ret } = await setup();
    await service.execute(ret());
    expect(await service.execute(ret())).toEqual({ ok: true, value: { orderId: order.id } });
    expect(world.gateway.approvals).toHaveLength(1);
    expect(world.promotions.points.get(7)).toBe(1_000);
    expect(world.metrics.counted('shop_orders_paid_total')).toBe(1);
  });

  it('lets concurrent returns wait for the one holding the approval', async () => {
    const { world, service, order, ret } = await setup();
    let release!: () => void;
    world.gateway.gate = new Promise((resolve) => (release = resolve));
    const racing = Array.from({ length: 5 }, () => service.execute(ret(), 5_000));
    setTimeout(() => release(), 150);
    const outcomes = await Promise.all(racing);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(world.gateway.approvals).toHaveLength(1);
    expect((await world.orders.findById(order.id))?.paidTids).toEqual(['tid-1']);
  });

  it('refuses a return whose signature does not hold, changing nothing', async () => {
    const { world, service, order, ret } = await setup();
    expect(await service.execute(ret({ signature: 'forged' }))).toMatchObject({ ok: false, code: 'CHECKOUT.PAYMENT_RETURN_INVALID' });
    expect((await world.orders.findById(order.id))?.status).toBe('PENDING_PAYMENT');
    expect(world.gateway.approvals).toHaveLength(0);
  });

  it('refuses a return of another amount than the order\'s (another order\'s, its orderId swapped) and leaves the order as it was', async () => {
    const { world, service, order, ret } = await setup();
    expect(await service.execute(ret({ amount: '1000', tid: 'tid-stranger' }))).toMatchObject({ ok: false, code: 'CHECKOUT.AMOUNT_MISMATCH' });
    expect(world.gateway.approvals).toHaveLength(0);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', approvingTid: null, failureReason: null });
    expect(world.promotions.points.get(7)).toBe(2_000);
    // Its owner's own return still pays it.
    expect(await service.execute(ret())).toEqual({ ok: true, value: { orderId: order.id } });
  });

  it('gives back at once an approval the provider made for another order, and leaves this one waiting for its owner', async () => {
    const { world, service, order, ret } = await setup();
    // Another order's genuine authentication, of the same amount, posted with this order's number.
    world.gateway.nextApproval = {
      kind: 'approved',
      payment: { tid: 'tid-1', orderId: '20261123-OTHERORDER', amount: order.totalPrice, method: 'card', paidAt: new Date('2026-11-23T03:00:05Z'), description: '테스트카드 9999' },
    };
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.APPROVAL_MISMATCH' });
    // Written as a refund in the unit that released the claim; payments' job gives it back after the commit.
    expect(world.gateway.cancels).toEqual([]);
    expect(world.refunds.rows.all()).toMatchObject([{ cause: 'approval', orderNumber: '20261123-OTHERORDER', tid: 'tid-1', amount: 34_000, partial: false, status: 'pending' }]);
    await world.refunds.settle();
    expect(world.gateway.cancels).toEqual([{ tid: 'tid-1', amount: 34_000, reason: '주문 정보 불일치', idempotencyKey: '20261123-OTHERORDER-R1' }]);
    expect(world.gateway.cancelledUnder).toEqual(['20261123-OTHERORDER']);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', approvingTid: null, paidTids: [], failureReason: null });
    expect(world.promotions.coupons.every((coupon) => coupon.usedByOrder === null)).toBe(true);
    expect(world.promotions.points.get(7)).toBe(2_000);
    expect(world.notifier.sent).toEqual([]);
    expect(world.metrics.counted('shop_orders_failed_total', { reason: 'mismatch' })).toBe(1);
    // Its owner's own return still pays it.
    world.gateway.nextApproval = null;
    expect(await service.execute(ret({ tid: 'tid-2' }))).toEqual({ ok: true, value: { orderId: order.id } });
    expect((await world.orders.findById(order.id))?.paidTids).toEqual(['tid-2']);
  });

  it('gives back whole an approval of another amount than the order\'s, recording nothing', async () => {
    const { world, service, order, ret } = await setup();
    world.gateway.nextApproval = {
      kind: 'approved',
      payment: { tid: 'tid-1', orderId: order.orderNumber, amount: 1_000, method: 'card', paidAt: new Date('2026-11-23T03:00:05Z'), description: '테스트카드 1234' },
    };
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.APPROVAL_MISMATCH' });
    await world.refunds.settle();
    expect(world.gateway.cancels).toEqual([{ tid: 'tid-1', amount: 1_000, reason: '주문 정보 불일치', idempotencyKey: `${order.orderNumber}-R1` }]);
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', paidTids: [] });
  });

  it('leaves the order waiting even when the stranger\'s approval cannot be given back: the refund fails for a person (the console\'s 환불 실패)', async () => {
    const { world, service, order, ret } = await setup();
    world.gateway.nextApproval = {
      kind: 'approved',
      payment: { tid: 'tid-1', orderId: '20261123-OTHERORDER', amount: order.totalPrice, method: 'card', paidAt: new Date('2026-11-23T03:00:05Z'), description: '테스트카드 9999' },
    };
    world.gateway.cancelFails = true;
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.APPROVAL_MISMATCH' });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', approvingTid: null });
    await world.refunds.settle();
    expect(world.refunds.rows.all()).toMatchObject([{ cause: 'approval', status: 'failed', attempts: 2, lastError: 'provider down' }]);
    expect(world.promotions.points.get(7)).toBe(2_000);
  });

  it('closes the order with the provider\'s message when the card is declined, leaving coupon and points', async () => {
    const { world, service, order, ret } = await setup();
    world.gateway.nextApproval = { kind: 'declined', code: 'F113', message: '카드 한도가 초과되었습니다.', order: { orderId: order.orderNumber, amount: order.totalPrice } };
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.PAYMENT_FAILED', message: '카드 한도가 초과되었습니다.' });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PAYMENT_FAILED', failureReason: '카드 한도가 초과되었습니다.' });
    expect(world.promotions.coupons.every((coupon) => coupon.usedByOrder === null)).toBe(true);
    expect(world.promotions.points.get(7)).toBe(2_000);
    expect(world.notifier.sent).toEqual([]);
    expect(world.metrics.counted('shop_orders_failed_total', { reason: 'declined' })).toBe(1);
    expect(world.metrics.counted('shop_orders_paid_total')).toBe(0);
  });

  it('answers the provider\'s message when authentication failed, changing nothing (such returns are not signed)', async () => {
    const { world, service, order, ret } = await setup();
    expect(await service.execute(ret({ authResultCode: 'F001', authResultMsg: '결제를 취소하셨습니다.' }))).toMatchObject({ ok: false, message: '결제를 취소하셨습니다.' });
    expect((await world.orders.findById(order.id))?.status).toBe('PENDING_PAYMENT');
    expect(world.gateway.approvals).toHaveLength(0);
    // The shopper may still pay it.
    expect((await service.execute(ret())).ok).toBe(true);
  });

  it('leaves the order waiting when the decline is about another order\'s authentication, or names none', async () => {
    const { world, service, order, ret } = await setup();
    world.gateway.queuedApprovals = [
      { kind: 'declined', code: 'A225', message: '승인할 수 없는 거래입니다.', order: { orderId: '20261123-OTHERORDER', amount: order.totalPrice } },
      { kind: 'declined', code: 'A123', message: '거래 정보가 없습니다.', order: null },
      { kind: 'declined', code: 'A225', message: '승인할 수 없는 거래입니다.', order: { orderId: order.orderNumber, amount: 1_000 } },
    ];
    for (const tid of ['tid-a', 'tid-b', 'tid-c']) {
      expect(await service.execute(ret({ tid }))).toMatchObject({ ok: false, code: 'CHECKOUT.PAYMENT_FAILED' });
      expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', approvingTid: null, failureReason: null });
    }
    expect(world.metrics.counted('shop_orders_failed_total', { reason: 'declined' })).toBe(3);
    expect((await service.execute(ret())).ok).toBe(true);
  });

  it('answers an unreachable provider\'s message and leaves the order waiting (the provider said nothing about it)', async () => {
    const { world, service, order, ret } = await setup();
    world.gateway.nextApproval = new OutsideServiceUnavailableError('CHECKOUT.PAYMENT_UNAVAILABLE', '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', 'timeout');
    expect(await service.execute(ret())).toMatchObject({ ok: false, message: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', approvingTid: null });
    expect(world.metrics.counted('shop_orders_failed_total', { reason: 'unavailable' })).toBe(1);
  });

  it('leaves the claim to the reconciliation job when the approval fails unexpectedly (money may have moved)', async () => {
    const { world, service, order, ret } = await setup();
    world.gateway.nextApproval = new Error('sandbox store lost its connection');
    await expect(service.execute(ret())).rejects.toThrow('sandbox store lost its connection');
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PAYMENT_APPROVING', approvingTid: 'tid-1' });
  });

  it('lets a waiting return claim the order once the holder gave it back, and pay it with its own authentication', async () => {
    const { world, service, order, ret } = await setup();
    let release!: () => void;
    world.gateway.gate = new Promise((resolve) => (release = resolve));
    world.gateway.queuedApprovals = [
      {
        kind: 'approved',
        payment: { tid: 'tid-stranger', orderId: '20261123-OTHERORDER', amount: order.totalPrice, method: 'card', paidAt: new Date('2026-11-23T03:00:05Z'), description: '테스트카드 9999' },
      },
    ];
    const stranger = service.execute(ret({ tid: 'tid-stranger' }), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const owner = service.execute(ret({ tid: 'tid-owner' }), 5_000);
    setTimeout(() => release(), 150);
    expect(await stranger).toMatchObject({ ok: false, code: 'CHECKOUT.APPROVAL_MISMATCH' });
    expect(await owner).toEqual({ ok: true, value: { orderId: order.id } });
    expect(world.gateway.approvals.map((approval) => approval.tid)).toEqual(['tid-stranger', 'tid-owner']);
    await world.refunds.settle();
    expect(world.gateway.cancels.map((cancel) => cancel.tid)).toEqual(['tid-stranger']);
    expect((await world.orders.findById(order.id))?.paidTids).toEqual(['tid-owner']);
  });

  it('cancels at the provider when the coupon was spent elsewhere meanwhile, and rolls the payment back', async () => {
    const { world, service, order, ret } = await setup();
    world.promotions.coupons.find((coupon) => coupon.memberCouponId === 2)!.usedByOrder = 999;
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.PAYMENT_FAILED', message: '이미 사용된 쿠폰입니다.' });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PAYMENT_FAILED', paidTids: [] });
    await world.refunds.settle();
    expect(world.gateway.cancels).toEqual([{ tid: 'tid-1', amount: 34_000, reason: '이미 사용된 쿠폰입니다.', idempotencyKey: `${order.orderNumber}-R1` }]);
    // Nothing to settle for a give-back of the checkout's: the points stay as the failed order left them.
    expect(world.promotions.points.get(7)).toBe(2_000);
  });

  it('cancels at the provider when recording the payment throws', async () => {
    const { world, service, order, ret } = await setup();
    world.orders.failNextRecord = true;
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.PAYMENT_FAILED' });
    expect((await world.orders.findById(order.id))?.status).toBe('PAYMENT_FAILED');
    await world.refunds.settle();
    expect(world.gateway.cancels).toHaveLength(1);
    expect(world.refunds.rows.all()).toMatchObject([{ cause: 'approval', status: 'succeeded' }]);
  });

  it('leaves the order claimed for reconciliation when even the give-back cannot be written (the unit rolls back)', async () => {
    const { world, service, order, ret } = await setup();
    world.orders.failNextRecord = true;
    jest.spyOn(world.refunds.requests, 'request').mockRejectedValueOnce(new Error('the database went away'));
    expect(await service.execute(ret())).toMatchObject({ ok: false, code: 'CHECKOUT.APPROVAL_PENDING' });
    expect(await world.orders.findById(order.id)).toMatchObject({ status: 'PAYMENT_APPROVING', approvingTid: 'tid-1' });
    expect(world.refunds.rows.all()).toEqual([]);
  });
});
