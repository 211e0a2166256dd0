/* The back office's coupon port in memory: codes and serials share one namespace, as the SQL's checks make them. */
import type { Page } from '../../../../shared/domain/page';
import type { CouponDraft } from '../../domain/coupon-draft';
import type { AdminCoupon, CouponAdminRepositoryPort, CouponSerialRow } from '../ports/coupon-admin.repository.port';
import type { SerialSourcePort } from '../ports/serial-source.port';

export class InMemoryCouponAdmin implements CouponAdminRepositoryPort {
  readonly coupons: AdminCoupon[] = [];
  readonly serials: Array<CouponSerialRow & { couponId: number }> = [];

  async create(draft: CouponDraft, code: string, now: Date): Promise<AdminCoupon | null> {
    if (this.taken(code)) return null;
    const coupon: AdminCoupon = { ...draft, id: this.coupons.length + 1, couponCode: code, created: now, serialCount: 0, serialsUsed: 0 };
    this.coupons.push(coupon);
    return { ...coupon };
  }
  async findById(id: number): Promise<AdminCoupon | null> {
    const coupon = this.coupons.find((row) => row.id === id);
    return coupon ? { ...coupon } : null;
  }
  async findByIdForUpdate(id: number): Promise<AdminCoupon | null> {
    return this.findById(id);
  }
  async update(id: number, draft: CouponDraft): Promise<void> {
    const index = this.coupons.findIndex((row) => row.id === id);
    this.coupons[index] = { ...this.coupons[index], ...draft };
  }
  async insertSerials(couponId: number, batchId: string, serials: string[], now: Date): Promise<string[]> {
    const stored: string[] = [];
    for (const serial of serials) {
      if (this.taken(serial)) continue;
      this.serials.push({ couponId, serial, batchId, createdAt: now, usedAt: null });
      stored.push(serial);
    }
    return stored;
  }
  async listSerials(couponId: number): Promise<CouponSerialRow[]> {
    return this.serials.filter((row) => row.couponId === couponId).map(({ couponId: _, ...row }) => row);
  }
  page(): Promise<Page<AdminCoupon>> {
    throw new Error('not used by these specs');
  }
  all(): Promise<AdminCoupon[]> {
    throw new Error('not used by these specs');
  }

  private taken(code: string): boolean {
    return this.coupons.some((row) => row.couponCode === code) || this.serials.some((row) => row.serial === code);
  }
}

/** Hands out the given serials in turn; `asked` keeps how many each call wanted. */
export class ScriptedSerials implements SerialSourcePort {
  readonly asked: number[] = [];
  constructor(private readonly queue: string[]) {}

  next(count: number): string[] {
    this.asked.push(count);
    return this.queue.splice(0, count);
  }
}
