import { Inject, Injectable } from '@nestjs/common';
import { type Failure, type Result, ok } from '../../../../shared/domain/result';
import type { StaffActor } from '../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../shared/application/unit-of-work.port';
import { refusedClaim } from '../../domain/approval-claim';
import type { ShippingChange } from '../../domain/member-order-changes';
import { Order } from '../../domain/order';
import { newOrderNumber, type RandomSource } from '../../domain/order-number';
import { OrderingFailures } from '../../domain/ordering-failures';
import { countInProgress } from '../../domain/orders-in-progress';
import { KOREAN_HOLIDAYS, ORDER_NUMBER_RANDOM, ORDER_REPOSITORY } from '../ordering.di-tokens';
import type { KoreanHolidaysPort } from '../ports/korean-holidays.port';
import type { OrderRepositoryPort } from '../ports/order.repository.port';
import { orderActorOf } from './order-actors';
import { type NewOrder, type OrderView, toOrderView } from './order-view';

export type { NewOrder, OrderStatus, OrderView } from './order-view';
export type { PaymentMethod } from '../../domain/order';
export type { ShippingChange } from '../../domain/member-order-changes';

/** A payment the member's cancel gave back here, for the caller to refund at the provider. */
export interface RefundedPayment {
  gateway: string;
  tid: string;
  amount: number;
}

/** The member's own order, or (owner 'guest') a guest order not attached to a member. */
function ownedBy(order: Order, owner: number | 'guest'): boolean {
  return owner === 'guest' ? order.guest && order.memberId === null : order.memberId === owner;
}

/** About 2^49.5 numbers a day: a clash is all but impossible, five in a row means something else is wrong. */
const ORDER_NUMBER_DRAWS = 5;

/** The checkout handed over an order whose amounts do not add up: a bug in the caller, not a shopper's mistake. */
export class OrderInvariantError extends Error {
  constructor(readonly failure: Failure) {
    super(`${failure.code}: ${failure.message}`);
    this.name = 'OrderInvariantError';
  }
}

/**
 * The order book other contexts use (the checkout): place an order awaiting payment, claim
 * it for approval, record the payment or the failure, and read orders. Every write runs
 * in UnitOfWorkPort.run, so it joins the caller's unit when there is one (the checkout's
 * order_save or payment approval) and is its own transaction otherwise.
 */
@Injectable()
export class OrderBookService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(ORDER_NUMBER_RANDOM) private readonly random: RandomSource,
    @Inject(KOREAN_HOLIDAYS) private readonly holidays: KoreanHolidaysPort,
  ) {}

  /**
   * Creates a PENDING_PAYMENT order (a guest order when memberId is null); the same (memberId, idempotencyKey), or for a
   * guest the same key among guest orders, again returns the existing order with
   * created false, also under a race (the insert does nothing on the unique key and the winner's order is read).
   * Throws OrderInvariantError when the lines and amounts do not add up (Order.create).
   */
  placePending(order: NewOrder): Promise<{ created: boolean; order: OrderView }> {
    return this.unitOfWork.run(async () => {
      const existing = await this.orders.findByIdempotencyKey(order.memberId, order.idempotencyKey);
      if (existing) return { created: false, order: toOrderView(existing) };
      for (let draw = 0; draw < ORDER_NUMBER_DRAWS; draw += 1) {
        const created = Order.create({ ...order, orderNumber: newOrderNumber(order.now, this.random) });
        if (!created.ok) throw new OrderInvariantError(created);
        const inserted = await this.orders.insertPending(created.value);
        if (inserted.kind === 'inserted') return { created: true, order: toOrderView(inserted.order) };
        if (inserted.kind === 'existing') return { created: false, order: toOrderView(inserted.order) };
      }
      throw new Error(`no free order number after ${ORDER_NUMBER_DRAWS} draws`);
    });
  }

  async findById(orderId: number): Promise<OrderView | null> {
    const order = await this.orders.findById(orderId);
    return order ? toOrderView(order) : null;
  }

  async findByNumber(orderNumber: string): Promise<OrderView | null> {
    const order = await this.orders.findByNumber(orderNumber);
    return order ? toOrderView(order) : null;
  }

  /** A guest order (비회원 주문) by id; a member's order (one attached since, too) answers null, like an unknown id. */
  async findGuestOrder(orderId: number): Promise<OrderView | null> {
    const order = await this.orders.findById(orderId);
    return order && ownedBy(order, 'guest') ? toOrderView(order) : null;
  }

  /** A guest order by its number, for the guest lookup; a member's order or an unknown number answers null. */
  async findGuestOrderByNumber(orderNumber: string): Promise<OrderView | null> {
    const order = await this.orders.findByNumber(orderNumber);
    return order && ownedBy(order, 'guest') ? toOrderView(order) : null;
  }

  /**
   * A member who signed up with a verified phone takes over the guest orders placed with that phone (docs/decisions.md,
   * "Guest orders"); in the caller's unit. Answers the ids attached.
   */
  attachGuestOrders(phone: string, memberId: number): Promise<number[]> {
    return this.unitOfWork.run(() => this.orders.attachGuestOrders(phone, memberId));
  }

  /** The member's own order; another member's answers null, like an unknown id. */
  async findOwn(memberId: number, orderId: number): Promise<OrderView | null> {
    const order = await this.orders.findById(orderId);
    return order && order.memberId === memberId ? toOrderView(order) : null;
  }

  /** One conditional UPDATE: PENDING_PAYMENT → PAYMENT_APPROVING with the tid, only one caller wins. */
  claimForApproval(orderNumber: string, tid: string, now: Date): Promise<'claimed' | 'not-found' | 'busy' | 'paid' | 'closed'> {
    return this.unitOfWork.run(async () => {
      const attempt = await this.orders.claimForApproval(orderNumber, tid, now);
      return attempt.claimed ? 'claimed' : refusedClaim(attempt.status);
    });
  }

  /**
   * PAYMENT_APPROVING → PREPARING with the payment row; in the caller's unit. The amount must be the order's total.
   * A made-to-order order gets its dispatch estimate, in Korean business days from `now`.
   */
  recordPayment(
    orderId: number,
    payment: { gateway: string; tid: string; method: string; amount: number; paidAt: Date; description: string; test?: boolean },
    now: Date,
  ): Promise<Result<OrderView>> {
    return this.change(orderId, null, (order) => order.recordPayment(payment, now, this.holidays.holidays()));
  }

  /**
   * PAYMENT_APPROVING → PENDING_PAYMENT, by the holder of the claim on `tid` only: the approval gave the order nothing
   * (its answer named another order or amount, or none came), so the order waits for its owner as before the return.
   */
  releaseApproval(orderId: number, tid: string, now: Date): Promise<Result<OrderView>> {
    return this.change(orderId, null, (order) => order.releaseApproval(tid, now));
  }

  /** PENDING_PAYMENT or PAYMENT_APPROVING → PAYMENT_FAILED with the reason (the provider's message). */
  failPayment(orderId: number, reason: string, now: Date): Promise<Result<OrderView>> {
    return this.change(orderId, null, (order) => order.failPayment(reason, now));
  }

  /** A verified guest gives up their PENDING_PAYMENT guest order; a member's order → not found. */
  abandonAsGuest(orderId: number, now: Date): Promise<Result<OrderView>> {
    return this.change(orderId, 'guest', (order) => order.abandon(now));
  }

  /** The shopper gives up their own PENDING_PAYMENT order → PAYMENT_FAILED ('결제를 취소하셨습니다.'); not theirs → not found. */
  abandon(memberId: number, orderId: number, now: Date): Promise<Result<OrderView>> {
    return this.change(orderId, memberId, (order) => order.abandon(now));
  }

  /**
   * The member's own PREPARING order gets new shipping details (already checked by the caller's rules); the history
   * keeps the old ones. Not theirs or missing → not found; shipping begun, cancelled or unpaid → refused.
   */
  changeShipping(memberId: number, orderId: number, change: ShippingChange, now: Date): Promise<Result<OrderView>> {
    return this.change(orderId, memberId, (order) => order.changeShipping(change, now));
  }

  /**
   * The member's own PREPARING order gets a corrected personalisation text (checked by the order's copy of the rule);
   * the history keeps the old one. Not theirs or missing → not found; shipping begun, cancelled or unpaid → refused.
   */
  correctText(memberId: number, orderId: number, lineIndex: number, optionItemId: number, text: string, now: Date): Promise<Result<OrderView>> {
    return this.change(orderId, memberId, (order) => order.correctText(lineIndex, optionItemId, text, now));
  }

  /**
   * The member's own PREPARING order → CANCELLED with the reason, its payments marked given back; answers those
   * payments for the refund at the provider. The order's row stays locked until the caller's unit of work ends, so
   * a second cancel or a staff move waits and then sees CANCELLED; call it inside the caller's unit.
   */
  cancelByMember(memberId: number, orderId: number, reason: string, now: Date): Promise<Result<{ order: OrderView; refunded: RefundedPayment[] }>> {
    return this.cancelByOwner(orderId, memberId, reason, now);
  }

  /**
   * The verified guest's PREPARING guest order → CANCELLED, as cancelByMember, the history naming the guest. A member's
   * order (attached or never a guest's) is not found here.
   */
  cancelByGuest(orderId: number, reason: string, now: Date): Promise<Result<{ order: OrderView; refunded: RefundedPayment[] }>> {
    return this.cancelByOwner(orderId, 'guest', reason, now);
  }

  private cancelByOwner(orderId: number, owner: number | 'guest', reason: string, now: Date): Promise<Result<{ order: OrderView; refunded: RefundedPayment[] }>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order || !ownedBy(order, owner)) return OrderingFailures.orderNotFound();
      const cancelled = order.cancelByMember(reason, now);
      if (!cancelled.ok) return cancelled;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      return ok({ order: toOrderView(order), refunded: cancelled.value.map(({ gateway, tid, amount }) => ({ gateway, tid, amount })) });
    });
  }

  /**
   * Staff cancel a PREPARING order (any member's) → CANCELLED, its payments marked given back and answered for the
   * refund at the provider. The row stays locked until the caller's unit ends (a racing cancel or ship waits).
   */
  cancelByStaff(orderId: number, reason: string, now: Date, by: StaffActor): Promise<Result<{ order: OrderView; refunded: RefundedPayment[] }>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const cancelled = order.cancelByStaff(reason, now, orderActorOf(by));
      if (!cancelled.ok) return cancelled;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      return ok({ order: toOrderView(order), refunded: cancelled.value.map(({ gateway, tid, amount }) => ({ gateway, tid, amount })) });
    });
  }

  /**
   * Staff approve the order's open return or exchange request (row locked until the caller's unit ends, so of two
   * approvals at once the second finds it decided): a return answers what to refund at the provider (`refund` won,
   * or the whole remainder when null; `partial` when less than the payment), an exchange nothing.
   */
  approveClaim(
    orderId: number,
    refund: number | null,
    now: Date,
    by: StaffActor,
    exchangeTrackingNumber: string | null = null,
  ): Promise<Result<{ order: OrderView; before: OrderView; refunds: (RefundedPayment & { partial: boolean })[] }>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const before = toOrderView(order);
      const approved = order.approveClaim(refund, now, orderActorOf(by), exchangeTrackingNumber);
      if (!approved.ok) return approved;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      return ok({ order: toOrderView(order), before, refunds: approved.value });
    });
  }

  /** PAYMENT_APPROVING orders claimed before `claimedBefore` (a crashed approval), for the reconciliation job. */
  async findStuckApprovals(claimedBefore: Date, limit: number): Promise<OrderView[]> {
    return (await this.orders.findStuckApprovals(claimedBefore, limit)).map(toOrderView);
  }

  /** PENDING_PAYMENT orders created before `createdBefore`: saved, never paid, never given up (a closed tab). */
  async findStalePending(createdBefore: Date, limit: number): Promise<OrderView[]> {
    return (await this.orders.findStalePending(createdBefore, limit)).map(toOrderView);
  }

  /**
   * Gives up every order of the member still waiting for payment (as the shopper's own "give up" does), in the
   * caller's unit of work: a withdrawal leaves no order that a late payment could still complete.
   */
  abandonPendingOf(memberId: number, now: Date): Promise<Result<number>> {
    return this.unitOfWork.run(async () => {
      const ids = await this.orders.pendingPaymentIdsOf(memberId);
      for (const id of ids) {
        const abandoned = await this.change(id, memberId, (order) => order.abandon(now));
        if (!abandoned.ok) return abandoned;
      }
      return ok(ids.length);
    });
  }

  /** How many of the member's orders are still under way (domain/orders-in-progress.ts): a withdrawal waits for them. */
  async countInProgress(memberId: number): Promise<number> {
    return countInProgress(await this.orders.countByStatus(memberId));
  }

  /** Locks the order, lets the domain move it, saves it: all in one unit (the caller's when there is one). */
  private change(orderId: number, ownerId: number | 'guest' | null, move: (order: Order) => Result<void>): Promise<Result<OrderView>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order || (ownerId !== null && !ownedBy(order, ownerId))) return OrderingFailures.orderNotFound();
      const moved = move(order);
      if (!moved.ok) return moved;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      return ok(toOrderView(order));
    });
  }
}
