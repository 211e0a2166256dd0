import type { ClockPort } from '../../../../shared/application/clock.port';
import { InMemoryMetrics } from '../../../../shared/application/testing/in-memory-metrics';
import { fail, ok, type Result } from '../../../../shared/domain/result';
import type { AppliedCoupon } from '../../domain/checkout-quote';
import type { CatalogGoods } from '../../domain/priced-line';
import type { CheckoutMembersPort, DeliveryAddress, NewDeliveryAddress, Orderer } from '../ports/checkout-members.port';
import type { CheckoutPromotionsPort } from '../ports/checkout-promotions.port';
import type { OrderPromotionsPort, ReturnShare } from '../../../ordering/application/ports/order-promotions.port';
import { PaymentsOrderRefunds } from '../../../ordering/application/testing/payments-order-refunds';
import type { ApprovalClaim, CheckoutOrder, OrderBookPort, OrderOwner, OrderShippingChange, PaymentRecord, PendingOrderDraft, RefundDue } from '../ports/order-book.port';
import type { OrderNotifierPort } from '../ports/order-notifier.port';
import { ApprovePaymentAtProviderService } from '../../../payments/application/commands/approve-at-provider/approve-payment-at-provider.service';
import { ExecuteRefundService } from '../../../payments/application/commands/execute-refund/execute-refund.service';
import { REFUND_JOB, type RefundJob, RequestRefundsService } from '../../../payments/application/commands/request-refunds/request-refunds.service';
import { RefundSettlements } from '../../../payments/application/refund-settlements';
import { InMemoryRefunds } from '../../../payments/application/testing/in-memory-refunds';
import { ScriptedGateway } from '../../../payments/application/testing/scripted-gateway';
import { InMemoryJobQueue } from '../../../../shared/application/testing/in-memory-job-queue';
import { waitUntil } from '../../../../shared/application/testing/wait-until';
import { RefundFlowService } from '../../../ordering/application/services/refund-flow.service';
import type { PriceListPort } from '../ports/price-list.port';
import { RollbackUnitOfWork, type Transactional } from '../../../../shared/application/testing/rollback-unit-of-work';

export { RollbackUnitOfWork, ScriptedGateway };

/** In-memory stand-ins for the checkout's ports. Stores that take part in a unit can snapshot and restore. */

const clone = <T>(value: T): T => structuredClone(value);

export class FixedClock implements ClockPort {
  constructor(private current = new Date('2026-11-23T03:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}


export class FakePriceList implements PriceListPort {
  constructor(readonly goods: CatalogGoods[] = []) {}
  async priced(goodsIds: readonly number[]): Promise<CatalogGoods[]> {
    return this.goods.filter((each) => goodsIds.includes(each.id));
  }
}

interface FakeCoupon {
  memberCouponId: number;
  memberId: number;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  usedByOrder: number | null;
}

/** What an approved return did to the order's coupon and points (promotions' answer). */
interface ReturnSettlement {
  couponRestored: boolean;
  pointsReturned: number;
  pointsRevoked: number;
  pointsUncollected: number;
}

export class FakePromotions implements CheckoutPromotionsPort, OrderPromotionsPort, Transactional {
  coupons: FakeCoupon[] = [];
  points = new Map<number, number>();
  /** Points spent per order (order id → member and points), and the orders whose spends were given back. */
  spent = new Map<number, { memberId: number; points: number }>();
  returned: number[] = [];
  /** Approved returns settled, in order (the rule itself is promotions', proven in its own specs). */
  settled: { orderId: number; share: ReturnShare }[] = [];

  snapshot() {
    return clone({ coupons: this.coupons, points: [...this.points], spent: [...this.spent], returned: this.returned, settled: this.settled });
  }
  restore(state: unknown) {
    const saved = state as {
      coupons: FakeCoupon[];
      points: [number, number][];
      spent: [number, { memberId: number; points: number }][];
      returned: number[];
      settled: { orderId: number; share: ReturnShare }[];
    };
    this.coupons = clone(saved.coupons);
    this.points = new Map(saved.points);
    this.spent = new Map(clone(saved.spent));
    this.returned = clone(saved.returned);
    this.settled = clone(saved.settled);
  }

  async pointBalance(memberId: number): Promise<number> {
    return this.points.get(memberId) ?? 0;
  }

  async applyCoupon(memberId: number, memberCouponId: number, goodsTotal: number): Promise<Result<AppliedCoupon>> {
    const coupon = this.coupons.find((each) => each.memberCouponId === memberCouponId && each.memberId === memberId);
    if (!coupon) return fail('not-found', 'PROMOTIONS.COUPON_NOT_FOUND', '사용할 수 없는 쿠폰입니다.');
    if (coupon.usedByOrder !== null) return fail('conflict', 'PROMOTIONS.COUPON_USED', '이미 사용된 쿠폰입니다.');
    if (coupon.minPrice > goodsTotal) return fail('invalid', 'PROMOTIONS.COUPON_MIN_PRICE', '최소 주문 금액을 채워야 사용할 수 있는 쿠폰입니다.');
    const discount = coupon.discountRate !== null ? Math.floor((goodsTotal * coupon.discountRate) / 1000) * 10 : Math.min(coupon.discountPrice ?? 0, goodsTotal);
    return ok({ memberCouponId, couponName: coupon.couponName, discount });
  }

  async checkPoints(memberId: number, points: number, cap: number): Promise<Result<number>> {
    if (points === 0) return ok(0);
    const balance = this.points.get(memberId) ?? 0;
    if (balance < 100) return fail('invalid', 'PROMOTIONS.POINTS_BELOW_MINIMUM', '적립금은 100원 이상 보유 시 사용할 수 있습니다.');
    if (points > balance) return fail('invalid', 'PROMOTIONS.POINTS_EXCEED_BALANCE', '보유 적립금보다 많이 사용할 수 없습니다.');
    if (points > cap) return fail('invalid', 'PROMOTIONS.POINTS_EXCEED_PRICE', '결제 금액보다 많은 적립금을 사용할 수 없습니다.');
    return ok(points);
  }

  async redeemCoupon(memberId: number, memberCouponId: number, orderId: number): Promise<Result<void>> {
    const coupon = this.coupons.find((each) => each.memberCouponId === memberCouponId && each.memberId === memberId);
    if (!coupon || coupon.usedByOrder !== null) return fail('conflict', 'PROMOTIONS.COUPON_USED', '이미 사용된 쿠폰입니다.');
    coupon.usedByOrder = orderId;
    return ok(undefined);
  }

  async spendPoints(memberId: number, points: number, orderId: number): Promise<Result<void>> {
    const balance = this.points.get(memberId) ?? 0;
    if (points > balance) return fail('conflict', 'PROMOTIONS.POINTS_EXCEED_BALANCE', '보유 적립금보다 많이 사용할 수 없습니다.');
    this.points.set(memberId, balance - points);
    this.spent.set(orderId, { memberId, points });
    return ok(undefined);
  }

  /** As promotions: the order's coupon unused again, its points back, once per order. */
  async restoreForOrder(orderId: number): Promise<void> {
    for (const coupon of this.coupons) if (coupon.usedByOrder === orderId) coupon.usedByOrder = null;
    const spent = this.spent.get(orderId);
    if (!spent || this.returned.includes(orderId)) return;
    this.returned.push(orderId);
    this.points.set(spent.memberId, (this.points.get(spent.memberId) ?? 0) + spent.points);
  }

  /** Records the settlement; a whole return restores as a cancel does (earned points are not modelled here). */
  async settleReturn(orderId: number, share: ReturnShare): Promise<ReturnSettlement> {
    this.settled.push({ orderId, share: { ...share } });
    if (!share.whole) return { couponRestored: false, pointsReturned: 0, pointsRevoked: 0, pointsUncollected: 0 };
    const couponRestored = this.coupons.some((each) => each.usedByOrder === orderId);
    const pointsReturned = this.returned.includes(orderId) ? 0 : (this.spent.get(orderId)?.points ?? 0);
    await this.restoreForOrder(orderId);
    return { couponRestored, pointsReturned, pointsRevoked: 0, pointsUncollected: 0 };
  }
}

export class FakeMembers implements CheckoutMembersPort, Transactional {
  orderers = new Map<number, Orderer>();
  addresses: (DeliveryAddress & { id: number; memberId: number })[] = [];

  snapshot() {
    return clone(this.addresses);
  }
  restore(state: unknown) {
    this.addresses = clone(state as typeof this.addresses);
  }

  async orderer(memberId: number): Promise<Orderer | null> {
    return this.orderers.get(memberId) ?? null;
  }
  async holdActiveMember(memberId: number): Promise<boolean> {
    return this.orderers.has(memberId);
  }
  async findAddress(memberId: number, addressId: number): Promise<DeliveryAddress | null> {
    return this.addresses.find((each) => each.id === addressId && each.memberId === memberId) ?? null;
  }
  /** Stands in for the address book's rules: a recipient is required (enough for the use case's specs). */
  checkAddress(address: NewDeliveryAddress): Result<DeliveryAddress> {
    if (!address.recipient.trim()) return fail('invalid', 'MEMBERSHIP.RECIPIENT_REQUIRED', '받는 분을 입력해주세요.');
    return ok({ recipient: address.recipient, phone: address.phone, zipCode: address.zipCode, address: address.address, adrDetail: address.adrDetail });
  }

  async saveAddress(memberId: number, address: NewDeliveryAddress): Promise<Result<DeliveryAddress>> {
    const saved = { id: this.addresses.length + 1, memberId, recipient: address.recipient, phone: address.phone, zipCode: address.zipCode, address: address.address, adrDetail: address.adrDetail };
    this.addresses.push(saved);
    return ok(saved);
  }
}

interface StoredOrder {
  order: CheckoutOrder;
  key: string;
  draft: PendingOrderDraft;
  payments: PaymentRecord[];
}

/** As ordering's rule: the member's own order, or for a guest a guest order not attached to a member. */
function ownedBy(order: CheckoutOrder, owner: OrderOwner): boolean {
  return owner.kind === 'guest' ? order.guest && order.memberId === null : order.memberId === owner.memberId;
}

export class FakeOrderBook implements OrderBookPort, Transactional {
  stored: StoredOrder[] = [];
  /** Makes the next recordPayment throw (a database failure after the provider approved). */
  failNextRecord = false;

  snapshot() {
    return clone(this.stored);
  }
  restore(state: unknown) {
    this.stored = clone(state as StoredOrder[]);
  }

  private find(predicate: (order: CheckoutOrder) => boolean): StoredOrder | undefined {
    return this.stored.find((each) => predicate(each.order));
  }

  async placePending(draft: PendingOrderDraft): Promise<{ created: boolean; order: CheckoutOrder }> {
    const existing = this.stored.find(
      (each) => (draft.memberId === null ? each.order.guest : each.draft.memberId === draft.memberId) && each.key === draft.idempotencyKey,
    );
    if (existing) return { created: false, order: clone(existing.order) };
    const id = this.stored.length + 1;
    const [first, ...others] = draft.lines;
    const order: CheckoutOrder = {
      id,
      // Shaped as ordering issues them (the date, nine signs and one more per order): unique within a spec.
      orderNumber: `20261123-7KQ4M9XH2${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[id % 31]}`,
      memberId: draft.memberId,
      guest: draft.memberId === null,
      status: 'PENDING_PAYMENT',
      goodsTitle: others.length ? `${first.goodsName} 외 ${others.length}건` : first.goodsName,
      lines: draft.lines.map((line) => ({
        goodsName: line.goodsName,
        amount: line.amount,
        options: line.options.map((option) => ({ categoryName: option.categoryName, optName: option.optName, price: option.price, text: option.text })),
        lineTotal: line.lineTotal,
      })),
      totalPrice: draft.totalPrice,
      paymentMethod: draft.paymentMethod,
      memberCouponId: draft.memberCouponId,
      pointsUsed: draft.pointsUsed,
      ordererPhone: draft.orderer.phone,
      ordererName: draft.orderer.name,
      ordererEmail: draft.orderer.email,
      approvingTid: null,
      approvingSince: null,
      paidTids: [],
      failureReason: null,
      shipping: clone(draft.shipping),
    };
    this.stored.push({ order, key: draft.idempotencyKey, draft: clone(draft), payments: [] });
    return { created: true, order: clone(order) };
  }

  async findById(orderId: number) {
    const found = this.find((order) => order.id === orderId);
    return found ? clone(found.order) : null;
  }

  async findByNumber(orderNumber: string) {
    const found = this.find((order) => order.orderNumber === orderNumber);
    return found ? clone(found.order) : null;
  }

  async findGuestOrderByNumber(orderNumber: string) {
    const found = this.find((order) => order.orderNumber === orderNumber && order.guest && order.memberId === null);
    return found ? clone(found.order) : null;
  }

  async claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ApprovalClaim> {
    const found = this.find((order) => order.orderNumber === orderNumber);
    if (!found) return 'not-found';
    const { order } = found;
    if (order.status === 'PENDING_PAYMENT') {
      Object.assign(order, { status: 'PAYMENT_APPROVING', approvingTid: tid, approvingSince: now });
      return 'claimed';
    }
    if (order.status === 'PAYMENT_APPROVING') return 'busy';
    if (order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED') return 'closed';
    return 'paid';
  }

  async recordPayment(orderId: number, payment: PaymentRecord): Promise<Result<unknown>> {
    if (this.failNextRecord) {
      this.failNextRecord = false;
      throw new Error('connection terminated');
    }
    const found = this.find((order) => order.id === orderId);
    if (!found || found.order.status !== 'PAYMENT_APPROVING') return fail('conflict', 'ORDERING.TRANSITION_NOT_ALLOWED', '주문 상태를 바꿀 수 없습니다.');
    found.payments.push(payment);
    Object.assign(found.order, { status: 'PREPARING', paidTids: [...found.order.paidTids, payment.tid] });
    return ok(found.order);
  }

  async failPayment(orderId: number, reason: string): Promise<Result<unknown>> {
    const found = this.find((order) => order.id === orderId);
    if (!found || !['PENDING_PAYMENT', 'PAYMENT_APPROVING'].includes(found.order.status)) {
      return fail('conflict', 'ORDERING.TRANSITION_NOT_ALLOWED', '주문 상태를 바꿀 수 없습니다.');
    }
    Object.assign(found.order, { status: 'PAYMENT_FAILED', failureReason: reason });
    return ok(found.order);
  }

  /** As ordering's rule: only the claim's own tid gives it back. */
  async releaseApproval(orderId: number, tid: string): Promise<Result<unknown>> {
    const found = this.find((order) => order.id === orderId);
    if (!found || found.order.status !== 'PAYMENT_APPROVING') return fail('conflict', 'ORDERING.TRANSITION_NOT_ALLOWED', '주문 상태를 바꿀 수 없습니다.');
    if (found.order.approvingTid !== tid) return fail('conflict', 'ORDERING.APPROVAL_NOT_HELD', '주문 정보가 다른 곳에서 변경되었습니다. 다시 시도해주세요.');
    Object.assign(found.order, { status: 'PENDING_PAYMENT', approvingTid: null, approvingSince: null });
    return ok(found.order);
  }

  async abandon(owner: OrderOwner, orderId: number): Promise<Result<unknown>> {
    const found = this.find((order) => order.id === orderId && ownedBy(order, owner));
    if (!found || found.order.status !== 'PENDING_PAYMENT') return fail('not-found', 'ORDERING.ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다.');
    return this.failPayment(orderId, '결제를 취소하셨습니다.');
  }

  /** As ordering's rules: only the member's own PREPARING order; shipping begun or cancelled is refused. */
  private refusedChange(found: StoredOrder | undefined, owner: OrderOwner): Result<never> | null {
    if (!found || !ownedBy(found.order, owner)) return fail('not-found', 'ORDERING.ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다.');
    if (found.order.status === 'CANCELLED') return fail('conflict', 'ORDERING.ALREADY_CANCELLED', '이미 취소된 주문입니다.');
    if (found.order.status !== 'PREPARING') return fail('conflict', 'ORDERING.SHIPPING_BEGUN', '배송이 시작된 주문은 변경할 수 없습니다.');
    return null;
  }

  /** Shipping changes, as the history would keep them. */
  shippingChanges: { orderId: number; change: OrderShippingChange }[] = [];

  async changeShipping(memberId: number, orderId: number, change: OrderShippingChange): Promise<Result<CheckoutOrder>> {
    const found = this.find((order) => order.id === orderId);
    const refused = this.refusedChange(found, { kind: 'member', memberId });
    if (refused || !found) return refused ?? fail('not-found', 'ORDERING.ORDER_NOT_FOUND', '');
    Object.assign(found.order.shipping, change);
    this.shippingChanges.push({ orderId, change: clone(change) });
    return ok(clone(found.order));
  }

  async cancel(owner: OrderOwner, orderId: number): Promise<Result<{ order: CheckoutOrder; refunds: RefundDue[] }>> {
    const found = this.find((order) => order.id === orderId);
    const refused = this.refusedChange(found, owner);
    if (refused || !found) return refused ?? fail('not-found', 'ORDERING.ORDER_NOT_FOUND', '');
    const refunds = found.payments.filter((payment) => found.order.paidTids.includes(payment.tid)).map(({ gateway, tid, amount }) => ({ gateway, tid, amount }));
    Object.assign(found.order, { status: 'CANCELLED', paidTids: [] });
    return ok({ order: clone(found.order), refunds });
  }

  async findStalePending(createdBefore: Date, limit: number): Promise<CheckoutOrder[]> {
    return this.stored
      .filter((each) => each.order.status === 'PENDING_PAYMENT' && each.draft.now < createdBefore)
      .slice(0, limit)
      .map((each) => clone(each.order));
  }

  async findStuckApprovals(claimedBefore: Date, limit: number): Promise<CheckoutOrder[]> {
    return this.stored
      .map((each) => each.order)
      .filter((order) => order.status === 'PAYMENT_APPROVING' && order.approvingSince !== null && order.approvingSince < claimedBefore)
      .slice(0, limit)
      .map(clone);
  }
}

export class RecordingOrderNotifier implements OrderNotifierPort {
  sent: string[] = [];
  async orderPaid(order: { orderNumber: string }): Promise<void> {
    this.sent.push(order.orderNumber);
  }
}

export const BAG: CatalogGoods = {
  id: 1,
  goodsName: '미니 토트백',
  thumbSrc: '/images/goods/1.svg',
  price: 20_000,
  madeToOrder: true,
  status: 'ON_SALE',
  addonOnly: false,
  productionDays: { min: 1, max: 3 },
  optionCategories: [
    { id: 10, categoryName: '스트랩', requireYn: 'Y', opts: [{ id: 101, optName: '숏', price: 0, text: null }, { id: 102, optName: '롱', price: 5_000, text: null }] },
    {
      id: 11,
      categoryName: '각인',
      requireYn: 'N',
      opts: [
        { id: 110, optName: '각인 없음', price: 0, text: null },
        { id: 111, optName: '이니셜', price: 3_000, text: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } },
      ],
    },
  ],
};

export const CARD_CASE: CatalogGoods = {
  id: 2,
  goodsName: '카드 케이스',
  thumbSrc: '/images/goods/2.svg',
  price: 8_000,
  madeToOrder: false,
  status: 'ON_SALE',
  addonOnly: false,
  productionDays: { min: 1, max: 3 },
  optionCategories: [],
};

/** Sold only beside other goods. */
export const SHOPPING_BAG: CatalogGoods = { ...CARD_CASE, id: 3, goodsName: '쇼핑백 (추가 구매 전용)', price: 1_000, addonOnly: true };

/** Everything a checkout use case needs, in memory, with member 7 holding 2,000 points and two coupons. */
export function checkoutWorld() {
  const clock = new FixedClock();
  const priceList = new FakePriceList([BAG, CARD_CASE]);
  const promotions = new FakePromotions();
  const members = new FakeMembers();
  const orders = new FakeOrderBook();
  const gateway = new ScriptedGateway();
  const notifier = new RecordingOrderNotifier();
  const refundRows = new InMemoryRefunds();
  const unitOfWork = new RollbackUnitOfWork([promotions, members, orders, refundRows]);
  members.orderers.set(7, { name: '김민수', email: 'minsu@example.com', phone: '01012345678' });
  members.addresses.push({ id: 1, memberId: 7, recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층' });
  promotions.points.set(7, 2_000);
  promotions.coupons.push(
    { memberCouponId: 1, memberId: 7, couponName: '10% 할인', discountRate: 10, discountPrice: null, minPrice: 30_000, usedByOrder: null },
    { memberCouponId: 2, memberId: 7, couponName: '5,000원 할인', discountRate: null, discountPrice: 5_000, minPrice: 0, usedByOrder: null },
  );
  const metrics = new InMemoryMetrics();
  const refunds = refundWorld(refundRows, unitOfWork, gateway, promotions, clock);
  // Payments' side of the approval, on the world's gateway and refunds (its give-backs roll back with the unit).
  const approvals = new ApprovePaymentAtProviderService(gateway, refunds.requests);
  return { clock, priceList, promotions, members, orders, gateway, notifier, unitOfWork, metrics, refunds, approvals };
}

/**
 * Payments' refund flow on the world's parts: the refund rows roll back with the unit of work, the jobs are kept only
 * on commit and run by `settle()` (the specs' stand-in for the worker), and a confirmed refund settles the coupon and
 * points through the checkout's RefundFlowService, as in the app.
 */
function refundWorld(rows: InMemoryRefunds, unitOfWork: RollbackUnitOfWork, gateway: ScriptedGateway, promotions: FakePromotions, clock: ClockPort) {
  const jobs = new InMemoryJobQueue(unitOfWork);
  const config = { refundRetry: { retryLimit: 1, retryDelaySeconds: 0 } };
  const requests = new RequestRefundsService(rows, jobs, config, clock);
  const flow = new RefundFlowService(new PaymentsOrderRefunds(requests, rows, gateway.name), promotions);
  const settlements = new RefundSettlements();
  // As ordering's OrderRefundSettlementListener.
  settlements.register({ refundSettled: (refund, now) => flow.refundSettled(refund, now) });
  const execute = new ExecuteRefundService(rows, gateway, settlements, unitOfWork, config, clock);
  let working = false;
  return {
    rows,
    flow,
    requests,
    /** Runs the refund jobs and waits until none is pending. */
    async settle(): Promise<void> {
      if (!working) await jobs.work(REFUND_JOB, (data: RefundJob) => execute.execute(data));
      working = true;
      await waitUntil('the refunds to leave pending', () => rows.all().every((refund) => refund.status !== 'pending'), 5_000);
    },
  };
}
