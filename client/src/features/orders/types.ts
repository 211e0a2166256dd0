export type { CancelOrderBody, ClaimRequestBody, OrderCounts, OrderRecord, OrderShippingChange, Page, ParcelTracking, PaymentRecord } from '@/types/api';

/** A period as the list's query takes it: days in Korea, YYYY-MM-DD, both inclusive. */
export interface OrderPeriod {
  from: string;
  to: string;
}

export interface MemberOrdersArgs extends OrderPeriod {
  memberId: number;
  /** From 0, as the server counts. */
  page: number;
}
