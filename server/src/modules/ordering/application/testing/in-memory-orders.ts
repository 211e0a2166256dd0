/* Test doubles for the ordering ports: in memory, with the adapters' semantics. */
import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { type Result, ok } from '../../../../shared/domain/result';
import { APPROVAL_CLAIM } from '../../domain/approval-claim';
import { Order, type OrderState } from '../../domain/order';
import type { RandomSource } from '../../domain/order-number';
import { isInPeriod, type OrderPeriod } from '../../domain/order-period';
import type { OrderStatus } from '../../domain/order-status';
import { OrderingFailures } from '../../domain/ordering-failures';
import type { ClaimAttempt, OrderRepositoryPort, PendingInsert } from '../ports/order.repository.port';
import { OrderBookService } from '../services/order-book.service';
import { FixedKoreanHolidays, GAZETTE_HOLIDAYS_2026 } from './fixed-korean-holidays';
import type { NewOrder } from '../services/order-view';

/** Rows as snapshots: every read restores a fresh aggregate, every save checks the version like the SQL does. */
export class InMemoryOrders implements OrderRepositoryPort {
  readonly rows = new Map<number, OrderState>();
  private nextId = 1;

  private restore(state: OrderState | undefined): Order | null {
    return state ? Order.restore(state) : null;
  }

  async findById(id: number) {
    return this.restore(this.rows.get(id));
  }

  async findByNumber(orderNumber: string) {
    return this.restore([...this.rows.values()].find((row) => row.orderNumber === orderNumber));
  }

  async findByIdempotencyKey(memberId: number | null, idempotencyKey: string) {
    const mine = (row: OrderState) => (memberId === null ? row.guest : row.memberId === memberId);
    return this.restore([...this.rows.values()].find((row) => mine(row) && row.idempotencyKey === idempotencyKey));
  }

  async lockById(id: number) {
    return this.findById(id);
  }

  async insertPending(order: Order): Promise<PendingInsert> {
    const state = order.snapshot();
    const existing = await this.findByIdempotencyKey(state.guest ? null : (state.memberId ?? -1), state.idempotencyKey);
    if (existing) return { kind: 'existing', order: existing };
    if (await this.findByNumber(state.orderNumber)) return { kind: 'number-taken' };
    const id = this.nextId++;
    this.rows.set(id, { ...state, id, version: 1 });
    order.markSaved(id, 1);
    return { kind: 'inserted', order };
  }

  async save(order: Order): Promise<Result<void>> {
    const stored = this.rows.get(order.id);
    if (!stored || stored.version !== order.version) return OrderingFailures.orderChanged();
    this.rows.set(order.id, { ...order.snapshot(), version: stored.version + 1 });
    order.markSaved();
    return ok(undefined);
  }

  async claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ClaimAttempt> {
    const order = await this.findByNumber(orderNumber);
    if (!order) return { claimed: false, status: null };
    if (order.status !== APPROVAL_CLAIM.from) return { claimed: false, status: order.status };
    order.beginApproval(tid, now);
    await this.save(order);
    return { claimed: true };
  }

  async findStuckApprovals(claimedBefore: Date, limit: number) {
    return [...this.rows.values()]
      .filter((row) => row.status === APPROVAL_CLAIM.to && row.approvingSince !== null && row.approvingSince < claimedBefore)
      .sort((a, b) => (a.approvingSince?.getTime() ?? 0) - (b.approvingSince?.getTime() ?? 0))
      .slice(0, limit)
      .map((row) => Order.restore(row));
  }

  async findStalePending(createdBefore: Date, limit: number) {
    return [...this.rows.values()]
      .filter((row) => row.status === APPROVAL_CLAIM.from && row.created < createdBefore)
      .sort((a, b) => a.created.getTime() - b.created.getTime())
      .slice(0, limit)
      .map((row) => Order.restore(row));
  }

  async pageOfMember(memberId: number, statuses: readonly OrderStatus[], page: PageRequest, period: OrderPeriod = {}): Promise<Page<Order>> {
    const mine = [...this.rows.values()]
      .filter((row) => row.memberId === memberId && statuses.includes(row.status) && isInPeriod(row.created, period))
      .sort((a, b) => b.created.getTime() - a.created.getTime() || (b.id ?? 0) - (a.id ?? 0));
    return pageOf(mine.slice(offsetOf(page), offsetOf(page) + page.size).map((row) => Order.restore(row)), page, mine.length);
  }

  async attachGuestOrders(phone: string, memberId: number) {
    const attached: number[] = [];
    for (const [id, row] of this.rows) {
      if (!row.guest || row.memberId !== null || row.orderer.phone !== phone) continue;
      this.rows.set(id, { ...row, memberId, version: row.version + 1 });
      attached.push(id);
    }
    return attached;
  }

  async pendingPaymentIdsOf(memberId: number) {
    return [...this.rows.values()].filter((row) => row.memberId === memberId && row.status === 'PENDING_PAYMENT').map((row) => row.id as number);
  }

  async countByStatus(memberId: number) {
    const counts: Partial<Record<OrderStatus, number>> = {};
    for (const row of this.rows.values()) if (row.memberId === memberId) counts[row.status] = (counts[row.status] ?? 0) + 1;
    return counts;
  }
}

/** Draws the given numbers in turn, then 0, 1, 2, ... (modulo what is asked), so unscripted order numbers differ. */
export class ScriptedRandom implements RandomSource {
  private next = 0;
  constructor(private readonly draws: number[] = []) {}
  int(maxExclusive: number): number {
    return this.draws.shift() ?? this.next++ % maxExclusive;
  }
}

export function orderingWorld(draws: number[] = []) {
  const orders = new InMemoryOrders();
  const unitOfWork = new InlineUnitOfWork();
  const holidays = new FixedKoreanHolidays(GAZETTE_HOLIDAYS_2026);
  const book = new OrderBookService(orders, unitOfWork, new ScriptedRandom(draws), holidays);
  return { orders, unitOfWork, book, holidays };
}

export const NOW = new Date('2026-11-23T03:00:00Z');

/** (39,000 + 5,000) × 1 + 12,000 × 2 = 68,000; coupon 3,000, points 1,000, free shipping: 64,000. */
export function newOrder(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    memberId: 7,
    idempotencyKey: '0b6f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a1b',
    orderer: { name: '김민수', email: 'minsu@example.com', phone: '01012345678' },
    shipping: { recipient: '이서연', phone: '01098765432', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
    lines: [
      { goodsId: 1, goodsName: '블랙 토트백', thumbSrc: '/images/goods/1.jpg', unitPrice: 39_000, amount: 1, options: [{ optionItemId: 11, categoryName: '각인', optName: '이니셜', price: 5_000, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } }], madeToOrder: true },
      { goodsId: 2, goodsName: '카드 지갑', thumbSrc: '/images/goods/2.jpg', unitPrice: 12_000, amount: 2, options: [], madeToOrder: false },
    ],
    goodsTotal: 68_000,
    shippingFee: 0,
    couponDiscount: 3_000,
    memberCouponId: null,
    couponName: null,
    pointsUsed: 1_000,
    totalPrice: 64_000,
    paymentMethod: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: false },
    now: NOW,
    ...overrides,
  };
}

export const PAYMENT = { gateway: 'sandbox', tid: 'tid-1', method: 'card', amount: 64_000, paidAt: NOW, description: '신한카드 1234' };
