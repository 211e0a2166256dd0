import { type BeforeApplicationShutdown, Global, Inject, Injectable, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../config/runtime.config';
import { JOB_QUEUE } from '../../application/jobs/job-queue.port';
import { CurrentEntityManager } from '../database/current-entity-manager';
import { PgBossJobQueue, type SqlExecutor } from './pg-boss-job-queue';
import { unitOfWorkSql } from './unit-of-work-sql';

/** The schema pg-boss keeps its tables in, beside the shop's (docs/operations.md, "Jobs"). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * How often pg-boss's supervisor fails the tries that outlived their expiry (a process killed while working one), so
 * they are retried elsewhere (pg-boss's default: 120 s). A pass runs only once more than this has passed since the
 * last one on any instance (by the database's clock), so a timer firing a hair early leaves it to the next: a dead
 * try waits its expiry plus 30-60 s. One cheap pass per interval across all instances (docs/decisions.md, "Job expiry
 * and draining a backlog").
 */
export const JOB_SUPERVISION_INTERVAL_SECONDS = 30;

/** Stops pg-boss before the database pool closes: workers finish their job, then the process can exit. */
@Injectable()
class JobEngineLifecycle implements BeforeApplicationShutdown {
  constructor(@Inject(PgBossJobQueue) private readonly queue: PgBossJobQueue) {}

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}

/**
 * The job engine: pg-boss on the shop's own PostgreSQL connection pool (DATABASE_URL, the embedded database or the
 * test database), started with the first queue a context registers and stopped on shutdown. Global: contexts take
 * JOB_QUEUE and register their workers at start.
 */
@Global()
@Module({
  providers: [
    {
      provide: PgBossJobQueue,
      inject: [getDataSourceToken(), RUNTIME_CONFIG, CurrentEntityManager],
      useFactory: (dataSource: DataSource, runtime: RuntimeConfig, managers: CurrentEntityManager) => {
        const pool = (dataSource.driver as unknown as { master: SqlExecutor }).master;
        const settings = {
          schema: JOBS_SCHEMA,
          pollingIntervalSeconds: runtime.nodeEnv === 'test' ? 0.5 : 2,
          maintenanceIntervalSeconds: JOB_SUPERVISION_INTERVAL_SECONDS,
          work: runtime.workerInProcess,
        };
        return new PgBossJobQueue(pool, settings, unitOfWorkSql(managers));
      },
    },
    { provide: JOB_QUEUE, useExisting: PgBossJobQueue },
    JobEngineLifecycle,
  ],
  exports: [JOB_QUEUE, PgBossJobQueue],
})
export class JobsModule {}
