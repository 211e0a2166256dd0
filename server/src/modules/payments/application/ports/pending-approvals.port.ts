/**
 * An approval a context claimed and sent to the provider, then neither recorded nor closed: the process died between
 * the provider's answer and the commit, or the give-back of an unrecorded approval could not be written. Money may be
 * taken for it at the provider.
 */
export interface StuckApproval {
  /** The holder's id for what was being paid (an order id), handed back to `close`. */
  orderId: number;
  /** Our order number: the provider's orderId. */
  orderNumber: string;
  /** The provider's transaction id the claim holds; null when none was recorded (nothing to cancel). */
  tid: string | null;
  /** Whole won: what the order asked the provider to approve. */
  amount: number;
  /** When it was claimed (null if unknown: judged as claimed now). */
  since: Date | null;
}

/**
 * The approvals a context holds in flight, as payments' reconciliation asks for them. Payments defines it and the
 * context that keeps the orders implements it and registers it at start (PendingApprovalSources), so payments imports
 * nothing of its callers (docs/architecture.md, "Payments").
 */
export interface PendingApprovalsPort {
  /** Approvals claimed before `claimedBefore` and still in flight, at most `limit`, oldest first. */
  findStuck(claimedBefore: Date, limit: number): Promise<StuckApproval[]>;
  /** Closes what the approval was for (the order fails with `reason`); false when it could not (no longer in flight). */
  close(approval: StuckApproval, reason: string, now: Date): Promise<boolean>;
}
