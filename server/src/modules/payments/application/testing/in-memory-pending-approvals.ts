import type { PendingApprovalsPort, StuckApproval } from '../ports/pending-approvals.port';

/** A context's approvals in flight, in memory: what payments' reconciliation specs read and close. */
export class InMemoryPendingApprovals implements PendingApprovalsPort {
  readonly inFlight: StuckApproval[] = [];
  /** Each close, with its reason. */
  readonly closed: { orderId: number; reason: string }[] = [];
  /** Order ids whose close fails (no longer in flight by the time it is closed). */
  readonly refuseClose = new Set<number>();

  async findStuck(claimedBefore: Date, limit: number): Promise<StuckApproval[]> {
    return this.inFlight.filter((approval) => approval.since !== null && approval.since < claimedBefore).slice(0, limit).map((approval) => ({ ...approval }));
  }

  async close(approval: StuckApproval, reason: string): Promise<boolean> {
    if (this.refuseClose.has(approval.orderId)) return false;
    const index = this.inFlight.findIndex((each) => each.orderId === approval.orderId);
    if (index < 0) return false;
    this.inFlight.splice(index, 1);
    this.closed.push({ orderId: approval.orderId, reason });
    return true;
  }
}
