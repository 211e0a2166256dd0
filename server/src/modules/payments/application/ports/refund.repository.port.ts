import type { Refund, RefundRequest } from '../../domain/refund';

/** A refund's row as the console and the member's pages read it. */
export type RefundRecord = Refund;

/**
 * The refund intents (adapter: TypeORM on payment_refund; in memory for unit specs; both pass
 * testing/refund.repository.port-contract.ts). Writes join the running unit of work.
 */
export interface RefundRepositoryPort {
  /** Writes a pending refund with its idempotency key (the order's n-th refund). */
  add(request: RefundRequest, idempotencyKey: string, now: Date): Promise<Refund>;
  /** How many refunds the order has had, to number the next one. */
  countForOrder(orderId: number): Promise<number>;
  byId(id: number): Promise<Refund | null>;
  /** The refund's row locked until the unit of work ends (SELECT … FOR UPDATE): one outcome recorded at a time. */
  lock(id: number): Promise<Refund | null>;
  save(refund: Refund): Promise<void>;
  /** The refunds of these orders, oldest first. */
  ofOrders(orderIds: readonly number[]): Promise<Refund[]>;
  /** Refunds that used up their tries, newest first, for the console. */
  failed(limit: number): Promise<Refund[]>;
  countFailed(): Promise<number>;
}
