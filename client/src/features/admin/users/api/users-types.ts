import type { Page } from '@/types/api';

export type Standing = 'active' | 'withdrawn' | 'dormant';

/** A row of the users list: e-mail and phone masked by the server. */
export interface UserRow {
  id: number;
  email: string | null;
  memberName: string;
  phone: string | null;
  sex: number | null;
  standing: Standing;
  created: string;
}

export interface UserAddress {
  id: number;
  sname: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  baseAddress: 'Y' | 'N';
}

export interface UserCoupon {
  memberCouponId: number;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  startDate: string;
  expirationDate: string;
  usedAt: string | null;
}

export interface UserOrder {
  id: number;
  orderNumber: string;
  status: string;
  title: string;
  totalPrice: number;
  created: string;
}

export interface UserPointEntry {
  id: number;
  amount: number;
  kind: string;
  orderId: number | null;
  reason: string;
  created: string;
}

export interface UserDetail {
  id: number;
  email: string | null;
  memberName: string;
  birth: string | null;
  phone: string | null;
  point: number;
  sex: number | null;
  termMarketing: 'Y' | 'N';
  termNews: 'Y' | 'N';
  standing: Standing;
  notice: string | null;
  shipmentDtos: UserAddress[];
  couponDtos: UserCoupon[];
  orders: Page<UserOrder>;
  points: Page<UserPointEntry>;
}

export interface UsersQuery {
  page: number;
  size: number;
  sort?: string;
  q?: string;
}

export interface PointAdjustment {
  id: number;
  amount: number;
  reason: string;
}
