import type { StaffActor } from '../../../../shared/application/staff-activity.port';
import type { Result } from '../../../../shared/domain/result';

/** What a staff cancel needs to know of the order, for the refund and the audit log. */
export interface StaffDeskOrder {
  id: number;
  orderNumber: string;
  status: string;
}

/** A payment to give back at the provider: all of it, or with `partial` only `amount` won. */
export interface StaffRefundDue {
  gateway: string;
  tid: string;
  amount: number;
  partial: boolean;
}

/**
 * The staff cancel of an order (adapter: ordering's OrderBookService). It locks the order's row until the caller's
 * unit of work ends, so a second decision waits and then is refused. (Claim approval lives in ordering, beside the
 * reject.)
 */
export interface StaffOrderDeskPort {
  /** Any member's PREPARING order → CANCELLED; its live payments answered for the refund. */
  cancelByStaff(orderId: number, reason: string, now: Date, by: StaffActor): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[] }>>;
}
