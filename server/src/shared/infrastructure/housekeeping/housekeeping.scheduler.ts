import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HOUSEKEEPING_CONFIG, type HousekeepingConfig } from '../../../config/housekeeping.config';
import { CLOCK, type ClockPort } from '../../application/clock.port';
import { RetentionTaskRegistry } from '../../application/housekeeping/retention-task-registry';
import { JOB_QUEUE, type JobQueuePort } from '../../application/jobs/job-queue.port';
import { ADVISORY_LOCK_KEYS } from '../database/advisory-lock-keys';
import { tryWithAdvisoryLock } from '../database/with-advisory-lock';
import { intervalCron } from '../jobs/interval-cron';

/** Key of the advisory lock that lets one instance at a time do the housekeeping. */
const HOUSEKEEPING_LOCK_KEY = ADVISORY_LOCK_KEYS.housekeeping;
/** The pg-boss schedule (and job) that runs the retention tasks. */
export const HOUSEKEEPING_JOB = 'housekeeping';
/**
 * Up to 200 dormancy notices through Solapi at 10 s each (33 min) besides the deletes; a longer pass has its try failed
 * and the retry finds the pass still running (its lock held) and starts no other.
 */
export const HOUSEKEEPING_EXPIRE_IN_SECONDS = 60 * 60;

export interface HousekeepingRun {
  /** False when another instance held the lock and this one did nothing. */
  ran: boolean;
  deleted: Record<string, Record<string, number>>;
}

/**
 * Runs every context's retention task every HOUSEKEEPING_INTERVAL_MINUTES (0: never; the default in tests, which
 * call runOnce themselves) as a pg-boss schedule, so one instance runs it per interval across all of them. One
 * failing task is logged and does not stop the others.
 */
@Injectable()
export class HousekeepingScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private running: Promise<HousekeepingRun> | undefined;

  constructor(
    @Inject(HOUSEKEEPING_CONFIG) private readonly config: HousekeepingConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly registry: RetentionTaskRegistry,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const minutes = this.config.housekeepingIntervalMinutes;
    // Turned off: a schedule an earlier start made would go on making jobs nothing runs.
    if (minutes === 0) return this.jobs.unschedule(HOUSEKEEPING_JOB);
    await this.jobs.work(HOUSEKEEPING_JOB, async () => {
      await this.runOnce();
    });
    await this.jobs.schedule(HOUSEKEEPING_JOB, intervalCron(minutes), { expireInSeconds: HOUSEKEEPING_EXPIRE_IN_SECONDS });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** One pass over every task, unless another instance (or this one) is already at it. */
  runOnce(): Promise<HousekeepingRun> {
    this.running ??= this.runLocked().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runLocked(): Promise<HousekeepingRun> {
    const run = await tryWithAdvisoryLock(this.dataSource, HOUSEKEEPING_LOCK_KEY, () => this.runTasks());
    return run.ran ? { ran: true, deleted: run.value } : { ran: false, deleted: {} };
  }

  private async runTasks(): Promise<Record<string, Record<string, number>>> {
    const now = this.clock.now();
    const deleted: Record<string, Record<string, number>> = {};
    for (const task of this.registry.all()) {
      try {
        deleted[task.name] = await task.purge(now);
      } catch (error) {
        this.logger.error(`retention task "${task.name}" failed: ${String(error)}`);
      }
    }
    this.logger.log(`retention: ${JSON.stringify(deleted)}`);
    return deleted;
  }
}
