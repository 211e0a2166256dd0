import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { CouponDraft } from '../../domain/coupon-draft';

export const COUPON_SORT_FIELDS = ['id', 'couponName', 'startDate', 'expirationDate', 'created'] as const;
export type CouponSortField = (typeof COUPON_SORT_FIELDS)[number];
export interface CouponSort {
  field: CouponSortField;
  direction: 'asc' | 'desc';
}

/** A coupon as the back office sees it, with how many batch serials it has and how many were registered. */
export interface AdminCoupon extends CouponDraft {
  id: number;
  couponCode: string;
  created: Date;
  serialCount: number;
  serialsUsed: number;
}

export interface CouponSerialRow {
  serial: string;
  batchId: string;
  createdAt: Date;
  usedAt: Date | null;
}

/** The back office's coupons and their serial batches (deleted coupons are not listed). */
export interface CouponAdminRepositoryPort {
  page(page: PageRequest, sort: CouponSort): Promise<Page<AdminCoupon>>;
  /** At most `limit` coupons in the list's order, for the CSV export. */
  all(sort: CouponSort, limit: number): Promise<AdminCoupon[]>;
  findById(id: number): Promise<AdminCoupon | null>;
  /** Locked for an edit or a batch (inside a unit of work). */
  findByIdForUpdate(id: number): Promise<AdminCoupon | null>;
  /** Stores the coupon under `code`; null when the code is taken (by a coupon or a batch serial). */
  create(draft: CouponDraft, code: string, now: Date): Promise<AdminCoupon | null>;
  update(id: number, draft: CouponDraft): Promise<void>;
  /**
   * Stores those of `serials` that no coupon code or other serial already uses; the ones stored. Callers top up
   * with fresh serials until the batch is full.
   */
  insertSerials(couponId: number, batchId: string, serials: string[], now: Date): Promise<string[]>;
  listSerials(couponId: number): Promise<CouponSerialRow[]>;
}
