export type { HeldCoupon, Page, UsableCoupon } from '@/types/api';

export interface HeldCouponsArgs {
  memberId: number;
  /** From 0, as the server counts. */
  page: number;
}

export interface RegisterCouponArgs {
  memberId: number;
  serial: string;
}
