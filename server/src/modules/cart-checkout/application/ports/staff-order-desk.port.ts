import type { StaffActor } from '../../../../shared/application/staff-activity.port';
import type { Result } from '../../../../shared/domain/result';

/** What a staff decision needs to know of the order, for the refund and the audit log. */
export interface StaffDeskOrder {
  id: number;
  orderNumber: string;
  status: string;
  claim: { kind: string; outcome: string | null; refund: number | null; note: string | null } | null;
}

/** A payment to give back at the provider: all of it, or with `partial` only `amount` won. */
export interface StaffRefundDue {
  gateway: string;
  tid: string;
  amount: number;
  partial: boolean;
}

/** The order's payments before a claim decision: all that was paid, and what of it was not yet given back. */
export interface StaffDeskPayments {
  paid: number;
  unrefunded: number;
}

/**
 * The staff moves on orders that refund at the provider (adapter: ordering's OrderBookService). Both lock the
 * order's row until the caller's unit of work ends, so a second decision waits and then is refused.
 */
export interface StaffOrderDeskPort {
  /** Any member's PREPARING order → CANCELLED; its live payments answered for the refund. */
  cancelByStaff(orderId: number, reason: string, now: Date, by: StaffActor): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[] }>>;
  /**
   * The open return inspected after its pickup (refund ≤ the amount computed from its lines; null: that amount) or
   * exchange (no refund; the outgoing parcel's tracking number when given) approved; `payments` as before it.
   */
  approveClaim(
    orderId: number,
    refund: number | null,
    now: Date,
    by: StaffActor,
    exchangeTrackingNumber?: string | null,
  ): Promise<Result<{ before: StaffDeskOrder; order: StaffDeskOrder; refunds: StaffRefundDue[]; payments: StaffDeskPayments }>>;
}
