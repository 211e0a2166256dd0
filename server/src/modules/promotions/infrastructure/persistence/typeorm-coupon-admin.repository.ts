import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { AdminCoupon, CouponAdminRepositoryPort, CouponSerialRow, CouponSort, CouponSortField } from '../../application/ports/coupon-admin.repository.port';
import type { CouponDraft } from '../../domain/coupon-draft';

interface AdminCouponRow {
  id: number;
  coupon_code: string;
  coupon_name: string;
  min_price: number;
  discount_rate: number | null;
  discount_price: number | null;
  start_date: Date;
  expiration_date: Date;
  for_new: boolean;
  created: Date;
  serial_count: number;
  serials_used: number;
}

const COLUMNS = `c.id, c.coupon_code, c.coupon_name, c.min_price, c.discount_rate, c.discount_price, c.start_date, c.expiration_date, c.for_new, c.created,
  (SELECT count(*)::int FROM coupon_serial s WHERE s.coupon_id = c.id) AS serial_count,
  (SELECT count(*)::int FROM coupon_serial s WHERE s.coupon_id = c.id AND s.used_at IS NOT NULL) AS serials_used`;

const SORT_COLUMNS: Record<CouponSortField, string> = {
  id: 'c.id',
  couponName: 'c.coupon_name',
  startDate: 'c.start_date',
  expirationDate: 'c.expiration_date',
  created: 'c.created',
};

function orderBy(sort: CouponSort): string {
  return `${SORT_COLUMNS[sort.field]} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}, c.id DESC`;
}

function toAdminCoupon(row: AdminCouponRow): AdminCoupon {
  return {
    id: Number(row.id),
    couponCode: row.coupon_code,
    couponName: row.coupon_name,
    minPrice: Number(row.min_price),
    discountRate: row.discount_rate === null ? null : Number(row.discount_rate),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    startDate: new Date(row.start_date),
    expirationDate: new Date(row.expiration_date),
    forNew: row.for_new,
    created: new Date(row.created),
    serialCount: Number(row.serial_count),
    serialsUsed: Number(row.serials_used),
  };
}

/** The back office's view of `coupon` and `coupon_serial`, through the unit of work's transaction. */
@Injectable()
export class TypeormCouponAdminRepository implements CouponAdminRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async page(page: PageRequest, sort: CouponSort): Promise<Page<AdminCoupon>> {
    const manager = await this.managers.forRead();
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM coupon c WHERE c.deleted_at IS NULL ORDER BY ${orderBy(sort)} LIMIT $1 OFFSET $2`, [
      page.size,
      offsetOf(page),
    ])) as AdminCouponRow[];
    const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM coupon WHERE deleted_at IS NULL`)) as { total: number }[];
    return pageOf(rows.map(toAdminCoupon), page, total);
  }

  async all(sort: CouponSort, limit: number): Promise<AdminCoupon[]> {
    const rows = (await (await this.managers.forRead()).query(`SELECT ${COLUMNS} FROM coupon c WHERE c.deleted_at IS NULL ORDER BY ${orderBy(sort)} LIMIT $1`, [
      limit,
    ])) as AdminCouponRow[];
    return rows.map(toAdminCoupon);
  }

  async findById(id: number): Promise<AdminCoupon | null> {
    const rows = (await (await this.managers.forRead()).query(`SELECT ${COLUMNS} FROM coupon c WHERE c.id = $1 AND c.deleted_at IS NULL`, [id])) as AdminCouponRow[];
    return rows[0] ? toAdminCoupon(rows[0]) : null;
  }

  async findByIdForUpdate(id: number): Promise<AdminCoupon | null> {
    const manager = await this.managers.forWrite();
    const locked = (await manager.query(`SELECT id FROM coupon WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id])) as { id: number }[];
    if (!locked[0]) return null;
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM coupon c WHERE c.id = $1`, [id])) as AdminCouponRow[];
    return toAdminCoupon(rows[0]);
  }

  async create(draft: CouponDraft, code: string, now: Date): Promise<AdminCoupon | null> {
    const manager = await this.managers.forWrite();
    const rows = (await manager.query(
      `INSERT INTO coupon (coupon_code, coupon_name, discount_rate, discount_price, min_price, start_date, expiration_date, for_new, created)
       SELECT $1::varchar, $2::varchar, $3::smallint, $4::integer, $5::integer, $6::timestamptz, $7::timestamptz, $8::boolean, $9::timestamptz
       WHERE NOT EXISTS (SELECT 1 FROM coupon_serial WHERE serial = $1::varchar)
       ON CONFLICT ON CONSTRAINT coupon_code_key DO NOTHING RETURNING id`,
      [code, draft.couponName, draft.discountRate, draft.discountPrice, draft.minPrice, draft.startDate, draft.expirationDate, draft.forNew, now],
    )) as { id: number }[];
    if (!rows[0]) return null;
    return this.findByIdForUpdate(Number(rows[0].id));
  }

  async update(id: number, draft: CouponDraft): Promise<void> {
    await (await this.managers.forWrite()).query(
      `UPDATE coupon SET coupon_name = $2, discount_rate = $3, discount_price = $4, min_price = $5, start_date = $6, expiration_date = $7, for_new = $8
       WHERE id = $1`,
      [id, draft.couponName, draft.discountRate, draft.discountPrice, draft.minPrice, draft.startDate, draft.expirationDate, draft.forNew],
    );
  }

  async insertSerials(couponId: number, batchId: string, serials: string[], now: Date): Promise<string[]> {
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO coupon_serial (coupon_id, serial, batch_id, created_at)
       SELECT $1::integer, candidate, $3::uuid, $4::timestamptz FROM unnest($2::varchar[]) AS candidate
       WHERE NOT EXISTS (SELECT 1 FROM coupon WHERE coupon_code = candidate)
       ON CONFLICT ON CONSTRAINT coupon_serial_serial_key DO NOTHING RETURNING serial`,
      [couponId, serials, batchId, now],
    )) as { serial: string }[];
    return rows.map((row) => row.serial);
  }

  async listSerials(couponId: number): Promise<CouponSerialRow[]> {
    const rows = (await (await this.managers.forRead()).query(
      `SELECT serial, batch_id, created_at, used_at FROM coupon_serial WHERE coupon_id = $1 ORDER BY id`,
      [couponId],
    )) as { serial: string; batch_id: string; created_at: Date; used_at: Date | null }[];
    return rows.map((row) => ({ serial: row.serial, batchId: row.batch_id, createdAt: new Date(row.created_at), usedAt: row.used_at ? new Date(row.used_at) : null }));
  }
}
