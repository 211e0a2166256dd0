/* The staff memo port in memory, for unit specs; it passes the same port contract as the PostgreSQL adapter. */
import type { StaffMemo } from '../../domain/staff-memo';
import type { LockedMemo, OrderStaffMemoPort } from '../ports/order-staff-memo.port';

export class InMemoryStaffMemos implements OrderStaffMemoPort {
  readonly memos = new Map<number, StaffMemo>();

  /** `orderExists` answers whether an order of that id is there (the SQL adapter asks the orders table). */
  constructor(private readonly orderExists: (orderId: number) => boolean | Promise<boolean>) {}

  async find(orderId: number): Promise<StaffMemo | null> {
    const memo = this.memos.get(orderId);
    return memo ? { ...memo } : null;
  }

  async lockFor(orderId: number): Promise<LockedMemo> {
    if (!(await this.orderExists(orderId))) return { found: false };
    return { found: true, memo: await this.find(orderId) };
  }

  async save(orderId: number, memo: StaffMemo): Promise<void> {
    this.memos.set(orderId, { ...memo });
  }
}
