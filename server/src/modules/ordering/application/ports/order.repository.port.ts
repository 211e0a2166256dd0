import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Result } from '../../../../shared/domain/result';
import type { Order } from '../../domain/order';
import type { OrderPeriod } from '../../domain/order-period';
import type { OrderStatus } from '../../domain/order-status';

export type PendingInsert =
  /** Saved, with its id. */
  | { kind: 'inserted'; order: Order }
  /** The member already has an order with this idempotency key (maybe saved a moment ago by a parallel call). */
  | { kind: 'existing'; order: Order }
  /** Another order has this order number: draw another. */
  | { kind: 'number-taken' };

/** A claim is one conditional UPDATE; when refused, the order's status (null: no such order) says why. */
export type ClaimAttempt = { claimed: true } | { claimed: false; status: OrderStatus | null };

export interface OrderRepositoryPort {
  findById(id: number): Promise<Order | null>;
  findByNumber(orderNumber: string): Promise<Order | null>;
  /** A member's order by its checkout key; with null, the guest order of that key. */
  findByIdempotencyKey(memberId: number | null, idempotencyKey: string): Promise<Order | null>;
  /** The order with its row locked until the unit of work ends (SELECT … FOR UPDATE); call inside UnitOfWorkPort.run. */
  lockById(id: number): Promise<Order | null>;
  /** Inserts a new order with its lines and first history entry, unless its key or its number is taken. */
  insertPending(order: Order): Promise<PendingInsert>;
  /**
   * Writes the order's status fields and what it added (history, payments), only when the row is still at the
   * version it was read at; ORDERING.ORDER_CHANGED otherwise, and nothing is written.
   */
  save(order: Order): Promise<Result<void>>;
  /** PENDING_PAYMENT → PAYMENT_APPROVING with the tid, in one conditional UPDATE, plus its history entry. */
  claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ClaimAttempt>;
  /** PAYMENT_APPROVING orders claimed before `claimedBefore`, oldest claim first. */
  findStuckApprovals(claimedBefore: Date, limit: number): Promise<Order[]>;
  /** PENDING_PAYMENT orders created before `createdBefore` (never paid nor given up), oldest first. */
  findStalePending(createdBefore: Date, limit: number): Promise<Order[]>;
  /** A member's orders in `statuses`, newest first. */
  pageOfMember(memberId: number, statuses: readonly OrderStatus[], page: PageRequest, period?: OrderPeriod): Promise<Page<Order>>;
  /** How many orders the member has in each status. */
  countByStatus(memberId: number): Promise<Partial<Record<OrderStatus, number>>>;
  /** The member's orders still waiting for payment (PENDING_PAYMENT), by id. */
  pendingPaymentIdsOf(memberId: number): Promise<number[]>;
  /**
   * Gives every guest order of `phone` not yet attached to `memberId` (one conditional UPDATE; each order's version
   * moves on, so a write from an older read is refused). Answers the ids attached.
   */
  attachGuestOrders(phone: string, memberId: number): Promise<number[]>;
}
