import { Inject, Injectable, Logger } from '@nestjs/common';
import { PendingApprovalSources } from '../../pending-approval-sources';
import { PAYMENT_GATEWAY } from '../../payments.di-tokens';
import type { PaymentGatewayPort } from '../../ports/payment-gateway.port';
import type { PendingApprovalsPort } from '../../ports/pending-approvals.port';

/** An approval still claimed after this long crashed half-way (the approval itself waits at most 15 s). */
export const STUCK_APPROVAL_AFTER_MS = 10 * 60_000;
/** After this long a provider that still refuses the cancel is not going to accept it: close and log. */
export const GIVE_UP_CANCEL_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 50;
const REASON = '결제 확인이 지연되어 주문이 취소되었습니다.';

export interface ApprovalReconciliation {
  /** Orders closed in this pass (their approval cancelled at the provider, or given up on after a day). */
  closedApprovals: number;
}

/**
 * The safety net behind the checkout's approval: an approval left in flight (the process died between the provider's
 * approval and the commit, or the give-back of an unrecorded approval could not be written) is cancelled at the
 * provider and its order closed, so no money stays taken for an order we did not record. The orders come from the
 * contexts that registered a PendingApprovalsPort; a provider that refuses the cancel is asked again at the next run,
 * for a day, then the order is closed and the tid logged for a person. Runs on its own schedule
 * (infrastructure/jobs/reconcile-approvals.scheduler.ts), one instance at a time.
 */
@Injectable()
export class ReconcileApprovalsService {
  private readonly logger = new Logger(ReconcileApprovalsService.name);

  constructor(
    private readonly sources: PendingApprovalSources,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
  ) {}

  /** One pass over every registered source, judged against `now`. */
  async reconcile(now: Date): Promise<ApprovalReconciliation> {
    let closed = 0;
    for (const source of this.sources.all()) closed += await this.reconcileSource(source, now);
    return { closedApprovals: closed };
  }

  private async reconcileSource(source: PendingApprovalsPort, now: Date): Promise<number> {
    const stuck = await source.findStuck(new Date(now.getTime() - STUCK_APPROVAL_AFTER_MS), BATCH);
    let closed = 0;
    for (const approval of stuck) {
      if (approval.tid) {
        try {
          await this.gateway.cancel({ tid: approval.tid, orderId: approval.orderNumber, amount: approval.amount, reason: REASON });
        } catch (error) {
          const since = approval.since?.getTime() ?? now.getTime();
          if (now.getTime() - since < GIVE_UP_CANCEL_AFTER_MS) {
            this.logger.warn(`order ${approval.orderId}: cancel at the provider failed, retried next run: ${String(error)}`);
            continue;
          }
          this.logger.error(`order ${approval.orderId}: the provider refused the cancel of tid ${approval.tid} for a day; closing it for a person to check`);
        }
      }
      if (await source.close(approval, REASON, now)) closed += 1;
    }
    return closed;
  }
}
