import type { Transactional } from '../../../../shared/application/testing/rollback-unit-of-work';
import type { Refund, RefundRequest } from '../../domain/refund';
import type { RefundRepositoryPort } from '../ports/refund.repository.port';

const copy = (refund: Refund): Refund => ({ ...refund, settlement: refund.settlement ? structuredClone(refund.settlement) : null });

/** The refunds in memory for unit specs; rolls back with RollbackUnitOfWork and passes the port's contract. */
export class InMemoryRefunds implements RefundRepositoryPort, Transactional {
  private rows: Refund[] = [];
  private nextId = 1;

  snapshot(): unknown {
    return { rows: this.rows.map(copy), nextId: this.nextId };
  }

  restore(state: unknown): void {
    const saved = state as { rows: Refund[]; nextId: number };
    this.rows = saved.rows.map(copy);
    this.nextId = saved.nextId;
  }

  /** Every refund, oldest first (for specs). */
  all(): Refund[] {
    return this.rows.map(copy);
  }

  async add(request: RefundRequest, idempotencyKey: string, now: Date): Promise<Refund> {
    if (this.rows.some((row) => row.idempotencyKey === idempotencyKey)) throw new Error(`duplicate refund key ${idempotencyKey}`);
    const refund: Refund = { ...request, id: this.nextId++, idempotencyKey, status: 'pending', attempts: 0, lastError: null, requestedAt: now, settledAt: null };
    this.rows.push(copy(refund));
    return copy(refund);
  }

  async countForOrder(orderId: number): Promise<number> {
    return this.rows.filter((row) => row.orderId === orderId).length;
  }

  async byId(id: number): Promise<Refund | null> {
    const row = this.rows.find((each) => each.id === id);
    return row ? copy(row) : null;
  }

  lock(id: number): Promise<Refund | null> {
    return this.byId(id);
  }

  async save(refund: Refund): Promise<void> {
    this.rows = this.rows.map((row) => (row.id === refund.id ? copy(refund) : row));
  }

  async ofOrders(orderIds: readonly number[]): Promise<Refund[]> {
    return this.rows.filter((row) => orderIds.includes(row.orderId)).map(copy);
  }

  async countFailed(): Promise<number> {
    return this.rows.filter((row) => row.status === 'failed').length;
  }

  async failed(limit: number): Promise<Refund[]> {
    // As the adapter: the latest failure first, then the newest refund.
    return this.rows
      .filter((row) => row.status === 'failed')
      .sort((a, b) => (b.settledAt?.getTime() ?? 0) - (a.settledAt?.getTime() ?? 0) || b.id - a.id)
      .slice(0, limit)
      .map(copy);
  }
}
