import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Result } from '../../../../shared/domain/result';

export interface StaffPointEntry {
  id: number;
  amount: number;
  kind: string;
  orderId: number | null;
  reason: string;
  created: Date;
}

export interface StaffCoupon {
  memberCouponId: number;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  startDate: Date;
  expirationDate: Date;
  usedAt: Date | null;
}

export interface StaffOrderSummary {
  id: number;
  orderNumber: string;
  status: string;
  title: string;
  totalPrice: number;
  created: Date;
}

/**
 * What other contexts keep about a member, as staff see it: promotions' points and coupons, ordering's orders.
 * The adapter calls their exported services; membership never reads their tables.
 */
export interface MemberStaffRecordsPort {
  points(memberId: number, page: PageRequest): Promise<{ balance: number; entries: Page<StaffPointEntry> }>;
  coupons(memberId: number, page: PageRequest): Promise<Page<StaffCoupon>>;
  orders(memberId: number, page: PageRequest): Promise<Page<StaffOrderSummary>>;
  /** An 'adjust' row in promotions' ledger, inside the caller's unit of work; never below zero. */
  adjustPoints(memberId: number, amount: number, reason: string): Promise<Result<{ before: number; after: number }>>;
}
