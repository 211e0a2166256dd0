import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HOUSEKEEPING_CONFIG, type HousekeepingConfig } from '../../../config/housekeeping.config';
import { CLOCK, type ClockPort } from '../../application/clock.port';
import { RetentionTaskRegistry } from '../../application/housekeeping/retention-task-registry';
import { ADVISORY_LOCK_KEYS } from '../database/advisory-lock-keys';

/** Key of the advisory lock that lets one instance at a time do the housekeeping. */
const HOUSEKEEPING_LOCK_KEY = ADVISORY_LOCK_KEYS.housekeeping;
/** The first run waits a little, so a start is not slowed by it. */
const FIRST_RUN_DELAY_MS = 30_000;

export interface HousekeepingRun {
  /** False when another instance held the lock and this one did nothing. */
  ran: boolean;
  deleted: Record<string, Record<string, number>>;
}

/**
 * Runs every context's retention task every HOUSEKEEPING_INTERVAL_MINUTES (0: never; the default in tests, which
 * call runOnce themselves). One failing task is logged and does not stop the others.
 */
@Injectable()
export class HousekeepingScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<HousekeepingRun> | undefined;

  constructor(
    @Inject(HOUSEKEEPING_CONFIG) private readonly config: HousekeepingConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly registry: RetentionTaskRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const intervalMs = this.config.housekeepingIntervalMinutes * 60_000;
    if (intervalMs === 0) return;
    const tick = () => {
      void this.runOnce().catch((error: unknown) => this.logger.error(`housekeeping failed: ${String(error)}`));
    };
    this.timer = setTimeout(() => {
      tick();
      this.timer = setInterval(tick, intervalMs).unref();
    }, Math.min(FIRST_RUN_DELAY_MS, intervalMs)).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    clearInterval(this.timer);
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
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [HOUSEKEEPING_LOCK_KEY])) as [{ locked: boolean }];
      if (!locked) return { ran: false, deleted: {} };
      try {
        return { ran: true, deleted: await this.runTasks() };
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [HOUSEKEEPING_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
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
