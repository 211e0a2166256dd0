import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { CouponRepositoryPort, RedeemMiss } from '../../application/ports/coupon.repository.port';
import type { HeldCoupon } from '../../domain/held-coupon';

interface HeldRow {
  member_coupon_id: number;
  coupon_id: number;
  coupon_code: string;
  coupon_name: string;
  discount_rate: number | null;
  discount_price: number | null;
  min_price: number;
  start_date: Date;
  expiration_date: Date;
  for_new: boolean;
  used_at: Date | null;
}

const HELD_COLUMNS = `mc.id AS member_coupon_id, c.id AS coupon_id, c.coupon_code, c.coupon_name, c.discount_rate, c.discount_price,
  c.min_price, c.start_date, c.expiration_date, c.for_new, mc.used_at`;

/** A deleted coupon is withdrawn: its holders no longer see or use it. */
const HELD_FROM = `FROM member_coupon mc JOIN coupon c ON c.id = mc.coupon_id AND c.deleted_at IS NULL`;

function toHeld(row: HeldRow): HeldCoupon {
  return {
    memberCouponId: Number(row.member_coupon_id),
    couponId: Number(row.coupon_id),
    couponCode: row.coupon_code,
    couponName: row.coupon_name,
    discountRate: row.discount_rate === null ? null : Number(row.discount_rate),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    minPrice: Number(row.min_price),
    startDate: new Date(row.start_date),
    expirationDate: new Date(row.expiration_date),
    forNew: row.for_new,
    usedAt: row.used_at ? new Date(row.used_at) : null,
  };
}

/**
 * Coupons and member coupons in PostgreSQL, through the unit of work's transaction when there is one. Spending
 * is one conditional UPDATE (unused, the member's, within its dates): two parallel orders cannot both match it.
 */
@Injectable()
export class TypeormCouponRepository implements CouponRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async findHeld(memberId: number, memberCouponId: number): Promise<HeldCoupon | null> {
    const rows = (await (await this.managers.forRead()).query(`SELECT ${HELD_COLUMNS} ${HELD_FROM} WHERE mc.member_id = $1 AND mc.id = $2`, [
      memberId,
      memberCouponId,
    ])) as HeldRow[];
    return rows[0] ? toHeld(rows[0]) : null;
  }

  async findUnused(memberId: number, now: Date): Promise<HeldCoupon[]> {
    const rows = (await (await this.managers.forRead()).query(
      `SELECT ${HELD_COLUMNS} ${HELD_FROM}
       WHERE mc.member_id = $1 AND mc.used_at IS NULL AND c.expiration_date > $2
       ORDER BY c.expiration_date, mc.id`,
      [memberId, now],
    )) as HeldRow[];
    return rows.map(toHeld);
  }

  async pageHeld(memberId: number, page: PageRequest): Promise<Page<HeldCoupon>> {
    const manager = await this.managers.forRead();
    const rows = (await manager.query(`SELECT ${HELD_COLUMNS} ${HELD_FROM} WHERE mc.member_id = $1 ORDER BY mc.registered_at DESC, mc.id DESC LIMIT $2 OFFSET $3`, [
      memberId,
      page.size,
      offsetOf(page),
    ])) as HeldRow[];
    const [{ total }] = (await manager.query(`SELECT count(*)::int AS total ${HELD_FROM} WHERE mc.member_id = $1`, [memberId])) as { total: number }[];
    return pageOf(rows.map(toHeld), page, total);
  }

  async redeem(memberId: number, memberCouponId: number, orderId: number, now: Date): Promise<RedeemMiss | null> {
    const manager = await this.managers.forWrite();
    const [rows] = (await manager.query(
      `UPDATE member_coupon mc SET used_at = $4, used_order_id = $3
       FROM coupon c
       WHERE mc.id = $2 AND mc.member_id = $1 AND mc.used_at IS NULL
         AND c.id = mc.coupon_id AND c.deleted_at IS NULL AND c.start_date <= $4 AND c.expiration_date > $4
       RETURNING mc.id`,
      [memberId, memberCouponId, orderId, now],
    )) as [{ id: number }[], number];
    if (rows.length === 1) return null;
    // Nothing matched: read why, for the message only (the decision was the UPDATE's).
    const held = await this.findHeld(memberId, memberCouponId);
    if (!held) return 'not-held';
    if (held.usedAt) return 'used';
    return now < held.startDate ? 'not-yet-valid' : 'expired';
  }

  async restoreForOrder(orderId: number): Promise<number> {
    const [, count] = (await (await this.managers.forWrite()).query(
      `UPDATE member_coupon SET used_at = NULL, used_order_id = NULL WHERE used_order_id = $1`,
      [orderId],
    )) as [unknown[], number];
    return count;
  }

  async findRegistrable(serial: string, now: Date): Promise<{ couponId: number; batchSerial: boolean } | null> {
    const rows = (await (await this.managers.forRead()).query(
      `SELECT id, false AS batch_serial FROM coupon WHERE coupon_code = $1 AND deleted_at IS NULL AND expiration_date > $2
       UNION ALL
       SELECT c.id, true FROM coupon_serial s JOIN coupon c ON c.id = s.coupon_id
       WHERE s.serial = $1 AND c.deleted_at IS NULL AND c.expiration_date > $2
       LIMIT 1`,
      [serial, now],
    )) as { id: number; batch_serial: boolean }[];
    return rows[0] ? { couponId: Number(rows[0].id), batchSerial: rows[0].batch_serial } : null;
  }

  async claimSerial(serial: string, memberId: number, now: Date): Promise<boolean> {
    const [rows] = (await (await this.managers.forWrite()).query(
      `UPDATE coupon_serial SET used_by_member_id = $2, used_at = $3 WHERE serial = $1 AND used_at IS NULL RETURNING id`,
      [serial, memberId, now],
    )) as [{ id: number }[], number];
    return rows.length === 1;
  }

  async register(memberId: number, couponId: number, now: Date): Promise<boolean> {
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO member_coupon (member_id, coupon_id, registered_at) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT member_coupon_member_coupon_key DO NOTHING RETURNING id`,
      [memberId, couponId, now],
    )) as { id: number }[];
    return rows.length === 1;
  }

  async grantForNewMember(memberId: number, now: Date): Promise<number> {
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO member_coupon (member_id, coupon_id, registered_at)
       SELECT $1, id, $2 FROM coupon WHERE for_new AND deleted_at IS NULL AND expiration_date > $2
       ORDER BY id
       ON CONFLICT ON CONSTRAINT member_coupon_member_coupon_key DO NOTHING RETURNING id`,
      [memberId, now],
    )) as { id: number }[];
    return rows.length;
  }
}
