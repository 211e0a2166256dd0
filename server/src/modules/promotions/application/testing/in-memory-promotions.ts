/* Test doubles for the promotions ports: in memory, with the adapters' semantics. */
import { InMemoryLimitCounters } from '../../../../shared/application/testing/in-memory-limit-counters';
import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import type { CountedLimit, SlotOutcome } from '../../../../shared/domain/counted-limit';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { isExpired } from '../../domain/coupon';
import type { HeldCoupon } from '../../domain/held-coupon';
import type { PointLedgerEntry } from '../../domain/point-ledger-entry';
import { type PointLedgerKind, PointsEarnPolicy } from '../../domain/points';
import type { CouponRegistrationAttemptsPort } from '../ports/coupon-registration-attempts.port';
import type { CouponRepositoryPort, RedeemMiss } from '../ports/coupon.repository.port';
import type { NewPointLedgerEntry, PointLedgerRepositoryPort } from '../ports/point-ledger.repository.port';

export interface CouponRow {
  id: number;
  couponCode: string;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  startDate: Date;
  expirationDate: Date;
  forNew: boolean;
  deletedAt: Date | null;
}

interface MemberCouponRow {
  id: number;
  memberId: number;
  couponId: number;
  registeredAt: Date;
  usedAt: Date | null;
  usedOrderId: number | null;
}

export class InMemoryCoupons implements CouponRepositoryPort {
  readonly coupons = new Map<number, CouponRow>();
  readonly held = new Map<number, MemberCouponRow>();
  private nextCouponId = 1;
  private nextHeldId = 1;

  addCoupon(overrides: Partial<CouponRow> = {}): CouponRow {
    const id = this.nextCouponId++;
    const row: CouponRow = {
      id,
      couponCode: `COUPON${String(id).padStart(10, '0')}`,
      couponName: `쿠폰 ${id}`,
      discountRate: null,
      discountPrice: 3_000,
      minPrice: 0,
      startDate: new Date('2026-01-01T00:00:00Z'),
      expirationDate: new Date('2030-01-01T00:00:00Z'),
      forNew: false,
      deletedAt: null,
      ...overrides,
    };
    this.coupons.set(id, row);
    return row;
  }

  /** Gives a coupon to a member directly; the member-coupon id. */
  give(memberId: number, couponId: number, registeredAt = new Date('2026-02-01T00:00:00Z')): number {
    const id = this.nextHeldId++;
    this.held.set(id, { id, memberId, couponId, registeredAt, usedAt: null, usedOrderId: null });
    return id;
  }

  private view(row: MemberCouponRow): HeldCoupon | null {
    const coupon = this.coupons.get(row.couponId);
    if (!coupon || coupon.deletedAt) return null;
    return {
      memberCouponId: row.id,
      couponId: coupon.id,
      couponCode: coupon.couponCode,
      couponName: coupon.couponName,
      discountRate: coupon.discountRate,
      discountPrice: coupon.discountPrice,
      minPrice: coupon.minPrice,
      startDate: coupon.startDate,
      expirationDate: coupon.expirationDate,
      forNew: coupon.forNew,
      usedAt: row.usedAt,
    };
  }

  private heldBy(memberId: number): HeldCoupon[] {
    return [...this.held.values()]
      .filter((row) => row.memberId === memberId)
      .sort((a, b) => b.registeredAt.getTime() - a.registeredAt.getTime() || b.id - a.id)
      .map((row) => this.view(row))
      .filter((view): view is HeldCoupon => view !== null);
  }

  async findHeld(memberId: number, memberCouponId: number) {
    const row = this.held.get(memberCouponId);
    return row && row.memberId === memberId ? this.view(row) : null;
  }
  async findUnused(memberId: number, now: Date) {
    return this.heldBy(memberId)
      .filter((held) => !held.usedAt && !isExpired(held, now))
      .sort((a, b) => a.expirationDate.getTime() - b.expirationDate.getTime() || a.memberCouponId - b.memberCouponId);
  }
  async pageHeld(memberId: number, page: PageRequest): Promise<Page<HeldCoupon>> {
    const all = this.heldBy(memberId);
    return pageOf(all.slice(offsetOf(page), offsetOf(page) + page.size), page, all.length);
  }
  async redeem(memberId: number, memberCouponId: number, orderId: number, now: Date): Promise<RedeemMiss | null> {
    const row = this.held.get(memberCouponId);
    const held = row && row.memberId === memberId ? this.view(row) : null;
    if (!row || !held) return 'not-held';
    if (row.usedAt) return 'used';
    if (now < held.startDate) return 'not-yet-valid';
    if (isExpired(held, now)) return 'expired';
    row.usedAt = now;
    row.usedOrderId = orderId;
    return null;
  }
  async restoreForOrder(orderId: number) {
    let restored = 0;
    for (const row of this.held.values()) {
      if (row.usedOrderId === orderId) {
        row.usedAt = null;
        row.usedOrderId = null;
        restored += 1;
      }
    }
    return restored;
  }
  async findRegistrable(serial: string, now: Date) {
    const coupon = [...this.coupons.values()].find((row) => row.couponCode === serial && !row.deletedAt && !isExpired(row, now));
    if (coupon) return { couponId: coupon.id, batchSerial: false };
    const batch = this.serials.get(serial);
    const batchCoupon = batch ? this.coupons.get(batch.couponId) : undefined;
    return batchCoupon && !batchCoupon.deletedAt && !isExpired(batchCoupon, now) ? { couponId: batchCoupon.id, batchSerial: true } : null;
  }
  /** Batch serials: serial → its coupon and who spent it. */
  readonly serials = new Map<string, { couponId: number; usedBy: number | null }>();
  async claimSerial(serial: string, memberId: number) {
    const row = this.serials.get(serial);
    if (!row || row.usedBy !== null) return false;
    row.usedBy = memberId;
    return true;
  }
  async register(memberId: number, couponId: number, now: Date) {
    if ([...this.held.values()].some((row) => row.memberId === memberId && row.couponId === couponId)) return false;
    this.give(memberId, couponId, now);
    return true;
  }
  async grantForNewMember(memberId: number, now: Date) {
    let granted = 0;
    for (const coupon of this.coupons.values()) {
      if (coupon.forNew && !coupon.deletedAt && !isExpired(coupon, now) && (await this.register(memberId, coupon.id, now))) granted += 1;
    }
    return granted;
  }
}

export class InMemoryPointLedger implements PointLedgerRepositoryPort {
  readonly rows: PointLedgerEntry[] = [];
  readonly locked: number[] = [];

  async balance(memberId: number) {
    return this.rows.filter((row) => row.memberId === memberId).reduce((sum, row) => sum + row.amount, 0);
  }
  async lockAccount(memberId: number) {
    this.locked.push(memberId);
  }
  async append(entry: NewPointLedgerEntry) {
    const once: PointLedgerKind[] = ['use', 'return', 'earn', 'revoke'];
    if (entry.orderId !== null && once.includes(entry.kind) && this.rows.some((row) => row.orderId === entry.orderId && row.kind === entry.kind)) return false;
    this.rows.push({ ...entry, id: this.rows.length + 1 });
    return true;
  }
  readonly reviewLines = new Set<string>();
  async appendReviewEarn(entry: { memberId: number; amount: number; orderId: number; goodsId: number; reason: string; created: Date }) {
    const line = `${entry.orderId}:${entry.goodsId}`;
    if (this.reviewLines.has(line)) return false;
    this.reviewLines.add(line);
    this.rows.push({ id: this.rows.length + 1, memberId: entry.memberId, amount: entry.amount, kind: 'review', orderId: entry.orderId, reason: entry.reason, created: entry.created });
    return true;
  }
  async findOrderEntry(orderId: number, kind: PointLedgerKind) {
    return this.rows.find((row) => row.orderId === orderId && row.kind === kind) ?? null;
  }
  async orderReviewPoints(orderId: number) {
    const reviews = this.rows.filter((row) => row.orderId === orderId && row.kind === 'review');
    return reviews.length === 0 ? null : { memberId: reviews[0].memberId, points: reviews.reduce((sum, row) => sum + row.amount, 0) };
  }
  async page(memberId: number, page: PageRequest) {
    const mine = this.rows.filter((row) => row.memberId === memberId).reverse();
    return pageOf(mine.slice(offsetOf(page), offsetOf(page) + page.size), page, mine.length);
  }
  /** A hand-made adjustment, as the migration and the tests write them. */
  adjust(memberId: number, amount: number, created = new Date('2026-02-01T00:00:00Z')) {
    this.rows.push({ id: this.rows.length + 1, memberId, amount, kind: 'adjust', orderId: null, reason: '조정', created });
  }
}

export class InMemoryRegistrationAttempts implements CouponRegistrationAttemptsPort {
  readonly counters = new InMemoryLimitCounters();
  async reserve(limits: readonly CountedLimit[], now: Date) {
    return this.counters.reserve(limits, now);
  }
  async settle(outcomes: readonly SlotOutcome[]) {
    this.counters.settle(outcomes);
  }
}

export const NOW = new Date('2026-06-01T00:00:00Z');

/** Every fake wired together, as the module wires the adapters. */
export function promotionsWorld() {
  const coupons = new InMemoryCoupons();
  const ledger = new InMemoryPointLedger();
  const attempts = new InMemoryRegistrationAttempts();
  const unitOfWork = new InlineUnitOfWork();
  const earnPolicy = new PointsEarnPolicy(1);
  return { coupons, ledger, attempts, unitOfWork, earnPolicy };
}
