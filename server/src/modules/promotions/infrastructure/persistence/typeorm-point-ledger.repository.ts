import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { NewPointLedgerEntry, PointLedgerRepositoryPort } from '../../application/ports/point-ledger.repository.port';
import type { PointLedgerEntry } from '../../domain/point-ledger-entry';
import type { PointLedgerKind } from '../../domain/points';

interface LedgerRow {
  id: string;
  member_id: number;
  amount: number;
  kind: PointLedgerKind;
  order_id: string | null;
  reason: string;
  created: Date;
}

function toEntry(row: LedgerRow): PointLedgerEntry {
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    amount: Number(row.amount),
    kind: row.kind,
    orderId: row.order_id === null ? null : Number(row.order_id),
    reason: row.reason,
    created: new Date(row.created),
  };
}

/** The points ledger in PostgreSQL; spends lock the member's point_account row first (lockAccount). */
@Injectable()
export class TypeormPointLedgerRepository implements PointLedgerRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async balance(memberId: number): Promise<number> {
    const [{ total }] = (await (await this.managers.forRead()).query(`SELECT coalesce(sum(amount), 0)::int AS total FROM point_ledger WHERE member_id = $1`, [
      memberId,
    ])) as { total: number }[];
    return Number(total);
  }

  async lockAccount(memberId: number): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.query(`INSERT INTO point_account (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING`, [memberId]);
    await manager.query(`SELECT member_id FROM point_account WHERE member_id = $1 FOR UPDATE`, [memberId]);
  }

  async append(entry: NewPointLedgerEntry): Promise<boolean> {
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO point_ledger (member_id, amount, kind, order_id, reason, created) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('use', 'return', 'earn', 'revoke') DO NOTHING
       RETURNING id`,
      [entry.memberId, entry.amount, entry.kind, entry.orderId, entry.reason, entry.created],
    )) as { id: string }[];
    return rows.length === 1;
  }

  async appendReviewEarn(entry: { memberId: number; amount: number; orderId: number; goodsId: number; reason: string; created: Date }): Promise<boolean> {
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO point_ledger (member_id, amount, kind, order_id, goods_id, reason, created) VALUES ($1, $2, 'review', $3, $4, $5, $6)
       ON CONFLICT (order_id, goods_id) WHERE kind = 'review' DO NOTHING
       RETURNING id`,
      [entry.memberId, entry.amount, entry.orderId, entry.goodsId, entry.reason, entry.created],
    )) as { id: string }[];
    return rows.length === 1;
  }

  async findOrderEntry(orderId: number, kind: PointLedgerKind): Promise<PointLedgerEntry | null> {
    const rows = (await (await this.managers.forRead()).query(`SELECT * FROM point_ledger WHERE order_id = $1 AND kind = $2`, [orderId, kind])) as LedgerRow[];
    return rows[0] ? toEntry(rows[0]) : null;
  }

  async orderReviewPoints(orderId: number): Promise<{ memberId: number; points: number } | null> {
    const rows = (await (await this.managers.forRead()).query(
      `SELECT member_id, sum(amount)::int AS points FROM point_ledger WHERE order_id = $1 AND kind = 'review' GROUP BY member_id`,
      [orderId],
    )) as { member_id: number; points: number }[];
    return rows[0] ? { memberId: Number(rows[0].member_id), points: rows[0].points } : null;
  }

  async page(memberId: number, page: PageRequest): Promise<Page<PointLedgerEntry>> {
    const manager = await this.managers.forRead();
    const rows = (await manager.query(`SELECT * FROM point_ledger WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [
      memberId,
      page.size,
      offsetOf(page),
    ])) as LedgerRow[];
    const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM point_ledger WHERE member_id = $1`, [memberId])) as { total: number }[];
    return pageOf(rows.map(toEntry), page, total);
  }
}
