import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { LockedMemo, OrderStaffMemoPort } from '../../application/ports/order-staff-memo.port';
import type { StaffMemo } from '../../domain/staff-memo';
import { OrderStaffMemoOrmEntity } from './order-staff-memo.orm-entity';

const toMemo = (row: OrderStaffMemoOrmEntity): StaffMemo => ({ text: row.memo, updatedAt: row.updatedAt, updatedById: row.updatedById, updatedBy: row.updatedBy });

/** order_staff_memo in PostgreSQL, through the unit of work's transaction when there is one. */
@Injectable()
export class TypeormOrderStaffMemos implements OrderStaffMemoPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async find(orderId: number): Promise<StaffMemo | null> {
    const row = await (await this.managers.forRead()).findOne(OrderStaffMemoOrmEntity, { where: { orderId: String(orderId) } });
    return row ? toMemo(row) : null;
  }

  async lockFor(orderId: number): Promise<LockedMemo> {
    const manager = await this.managers.forWrite();
    // FOR NO KEY UPDATE: memo edits of one order take turns; the memo row's key check (FOR KEY SHARE) is not blocked.
    const [order] = (await manager.query('SELECT id FROM orders WHERE id = $1 FOR NO KEY UPDATE', [orderId])) as { id: string }[];
    if (!order) return { found: false };
    const row = await manager.findOne(OrderStaffMemoOrmEntity, { where: { orderId: String(orderId) } });
    return { found: true, memo: row ? toMemo(row) : null };
  }

  async save(orderId: number, memo: StaffMemo): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.query(
      `INSERT INTO order_staff_memo (order_id, memo, updated_at, updated_by_id, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (order_id) DO UPDATE SET memo = EXCLUDED.memo, updated_at = EXCLUDED.updated_at, updated_by_id = EXCLUDED.updated_by_id, updated_by = EXCLUDED.updated_by`,
      [orderId, memo.text, memo.updatedAt, memo.updatedById, memo.updatedBy],
    );
  }
}
