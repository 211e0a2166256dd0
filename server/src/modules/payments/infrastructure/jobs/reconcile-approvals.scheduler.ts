import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../../../config/payment.config';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { JOB_QUEUE, type JobQueuePort } from '../../../../shared/application/jobs/job-queue.port';
import { ADVISORY_LOCK_KEYS } from '../../../../shared/infrastructure/database/advisory-lock-keys';
import { tryWithAdvisoryLock } from '../../../../shared/infrastructure/database/with-advisory-lock';
import { intervalCron } from '../../../../shared/infrastructure/jobs/interval-cron';
import { ReconcileApprovalsService } from '../../application/commands/reconcile-approvals/reconcile-approvals.service';

/** The pg-boss schedule (and job) that reconciles the approvals a crash left in flight. */
export const RECONCILE_APPROVALS_JOB = 'payments.reconcile-approvals';
/**
 * A batch of 50 cancels at NicePay at PAYMENT_APPROVAL_TIMEOUT_MS each (15 s by default: 12.5 min); a longer pass has
 * its try failed, and the retry finds the pass still running (its lock held) and starts no other.
 */
export const RECONCILE_APPROVALS_EXPIRE_IN_SECONDS = 30 * 60;

export interface ReconciliationRun {
  /** False when another instance held the lock and this one did nothing. */
  ran: boolean;
  closedApprovals: number;
}

/**
 * Reconciles the approvals a crash left in flight every PAYMENT_RECONCILE_INTERVAL_MINUTES (0: never; the default in
 * tests, which call runOnce themselves) as a pg-boss schedule, so one instance runs it per interval across all of
 * them, and under an advisory lock, so a pass slowed by the provider never overlaps the next (docs/decisions.md,
 * "The approval reconciliation on its own schedule"). A pass that fails (the database; a provider refusing a cancel
 * is the service's to retry at the next pass) is logged and fails its job, listed in 작업 once its tries are spent;
 * the next interval runs regardless.
 */
@Injectable()
export class ReconcileApprovalsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentReconciliation');
  private running: Promise<ReconciliationRun> | undefined;

  constructor(
    @Inject(PAYMENT_CONFIG) private readonly config: Pick<PaymentConfig, 'reconcileIntervalMinutes'>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly reconciliation: ReconcileApprovalsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const minutes = this.config.reconcileIntervalMinutes;
    // Turned off: a schedule an earlier start made would go on making jobs nothing runs.
    if (minutes === 0) return this.jobs.unschedule(RECONCILE_APPROVALS_JOB);
    await this.jobs.work(RECONCILE_APPROVALS_JOB, async () => {
      try {
        await this.runOnce();
      } catch (error) {
        this.logger.error(`the reconciliation of approvals left in flight failed: ${String(error)}`);
        throw error;
      }
    });
    await this.jobs.schedule(RECONCILE_APPROVALS_JOB, intervalCron(minutes), { expireInSeconds: RECONCILE_APPROVALS_EXPIRE_IN_SECONDS });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** One pass over the stuck approvals, unless another instance (or this one) is already at it. */
  runOnce(): Promise<ReconciliationRun> {
    this.running ??= this.runLocked().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runLocked(): Promise<ReconciliationRun> {
    const run = await tryWithAdvisoryLock(this.dataSource, ADVISORY_LOCK_KEYS.paymentReconciliation, () => this.reconciliation.reconcile(this.clock.now()));
    if (!run.ran) return { ran: false, closedApprovals: 0 };
    const { closedApprovals } = run.value;
    // Every few minutes, and almost always nothing to do: only a pass that closed something is worth a line.
    if (closedApprovals > 0) this.logger.log(`closed ${closedApprovals} order(s) whose approval a crash left in flight`);
    else this.logger.debug('no approval left in flight');
    return { ran: true, closedApprovals };
  }
}
