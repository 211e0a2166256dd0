import { Logger } from '@nestjs/common';
import PgBoss from 'pg-boss';
import {
  DEFAULT_JOB_EXPIRE_IN_SECONDS,
  DEFAULT_JOB_RETRY,
  type EnqueueOptions,
  type FailedJob,
  type JobHandler,
  type JobQueuePort,
  type ScheduleOptions,
} from '../../application/jobs/job-queue.port';
import { idempotentJobId } from './idempotent-job-id';

/** Runs SQL for pg-boss on a connection pool the app already has (pg's Pool.query has this shape). */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface PgBossSettings {
  /** The schema pg-boss keeps its tables in. */
  schema: string;
  /** How often a worker asks for work while its queue is empty (pg-boss's floor is 0.5 s); a backlog drains without it. */
  pollingIntervalSeconds: number;
  /**
   * How often the supervisor (one instance at a time) fails the tries that outlived their expiry, such as those of a
   * process that died (pg-boss's default is 120 s; at least 1).
   */
  maintenanceIntervalSeconds: number;
  /** Whether this process runs handlers and schedules (false: enqueue only). */
  work: boolean;
}

/** PostgreSQL's SQLSTATE for a transaction it rolled back to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
/** Tries of one queue's creation while other instances create theirs (see createQueue). */
const CREATE_QUEUE_TRIES = 5;

/** A failed job stays listed for this long (pg-boss would archive it after 12 hours). */
const DEAD_LETTER_KEEP_SECONDS = 30 * 24 * 60 * 60;

interface FailedRow {
  id: string;
  name: string;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date;
  data: unknown;
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/**
 * What a stopped queue answers pg-boss's late statements. pg-boss calls complete and fail without awaiting them, so
 * the answer must not make them throw: without rows it reads "0 jobs affected" and "no job fetched", where `rows: []`
 * made it read `rows[0].count` and the TypeError surfaced as an unhandled rejection in whatever ran next. Its type
 * says rows are always there, hence the cast.
 */
const NOTHING_RAN = { rows: undefined } as unknown as { rows: unknown[] };

/** pg-boss on the shop's PostgreSQL, in its own schema. Failed jobs (tries used up) are the dead-letter queue. */
export class PgBossJobQueue implements JobQueuePort {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  /** Each queue this process has made sure exists (or is making sure of), by name. */
  private readonly queues = new Map<string, Promise<void>>();
  /** The last queue creation asked for: the next one starts after it (see createQueue). */
  private creating: Promise<unknown> = Promise.resolve();
  private started: Promise<unknown> | undefined;
  private stopped = false;

  /**
   * `transaction` answers the running unit of work's connection (its transaction begun), or undefined outside one:
   * a job enqueued inside a unit is inserted through it, so it commits or rolls back with the unit's writes.
   */
  constructor(
    private readonly sql: SqlExecutor,
    private readonly settings: PgBossSettings,
    private readonly transaction: () => Promise<SqlExecutor | undefined> = () => Promise.resolve(undefined),
  ) {
    this.boss = new PgBoss({
      // Once stopped, a late call of pg-boss's (a handler that outlived stop's wait, completing or failing its job
      // after the pool closed) writes nothing: the job stays active and expires into a retry elsewhere.
      db: { executeSql: (text: string, values?: unknown[]) => (this.stopped ? Promise.resolve(NOTHING_RAN) : sql.query(text, values)) },
      schema: settings.schema,
      supervise: settings.work,
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
      schedule: settings.work,
      archiveFailedAfterSeconds: DEAD_LETTER_KEEP_SECONDS,
    });
    this.boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  start(): Promise<unknown> {
    this.started ??= this.boss.start();
    return this.started;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
    this.stopped = true;
  }

  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    if (this.stopped) throw new Error(`the job queue has stopped: ${name} not enqueued`);
    await this.queue(name);
    const retry = options.retry ?? DEFAULT_JOB_RETRY;
    const unit = await this.transaction();
    return this.boss.send(name, data, {
      ...(unit ? { db: { executeSql: (text: string, values?: unknown[]) => unit.query(text, values) } } : {}),
      ...(options.idempotencyKey === undefined ? {} : { id: idempotentJobId(name, options.idempotencyKey), singletonKey: options.idempotencyKey }),
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: options.expireInSeconds ?? DEFAULT_JOB_EXPIRE_IN_SECONDS,
    });
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.queue(name);
    if (!this.settings.work) return;
    // pg-boss's worker waits its polling interval after every fetch unless notified: notified once a job is handled,
    // it fetches the next at once, so only an empty fetch waits and a backlog drains. One job at a time (batchSize 1).
    // A try past its expiry was already failed by pg-boss; its late end only spares the worker one wait.
    const worker = { id: '' };
    worker.id = await this.boss.work<T>(name, { pollingIntervalSeconds: this.settings.pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      try {
        await handler(job.data);
      } finally {
        if (worker.id) this.boss.notifyWorker(worker.id);
      }
    });
  }

  async schedule(name: string, cron: string, options: ScheduleOptions = {}): Promise<void> {
    await this.queue(name);
    const expireInSeconds = options.expireInSeconds ?? DEFAULT_JOB_EXPIRE_IN_SECONDS;
    await this.boss.schedule(name, cron, {}, { tz: 'UTC', singletonKey: name, expireInSeconds });
  }

  async unschedule(name: string): Promise<void> {
    await this.boss.unschedule(name);
  }

  async schedules(): Promise<Array<{ name: string; cron: string; expireInSeconds: number }>> {
    return (await this.boss.getSchedules()).map(({ name, cron, options }) => ({
      name,
      cron,
      expireInSeconds: options?.expireInSeconds ?? DEFAULT_JOB_EXPIRE_IN_SECONDS,
    }));
  }

  async failed(): Promise<FailedJob[]> {
    const { rows } = await this.sql.query(
      `SELECT id, name, output, retry_count, created_on, completed_on, data FROM ${this.settings.schema}.job
        WHERE state = 'failed' ORDER BY completed_on DESC, id LIMIT 200`,
    );
    return (rows as FailedRow[]).map((row) => this.toFailed(row));
  }

  async retry(id: string): Promise<FailedJob | null> {
    const job = await this.findFailed(id);
    if (job) await this.boss.retry(job.name, id);
    return job;
  }

  async discard(id: string): Promise<FailedJob | null> {
    const job = await this.findFailed(id);
    if (job) await this.boss.deleteJob(job.name, id);
    return job;
  }

  async stateOf(name: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job?.state ?? null;
  }

  private async findFailed(id: string): Promise<FailedJob | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await this.sql.query(
      `SELECT id, name, output, retry_count, created_on, completed_on, data FROM ${this.settings.schema}.job WHERE id = $1 AND state = 'failed'`,
      [id],
    );
    const [row] = rows as FailedRow[];
    return row ? this.toFailed(row) : null;
  }

  private toFailed(row: FailedRow): FailedJob {
    return {
      id: row.id,
      name: row.name,
      error: errorText(row.output),
      attempts: row.retry_count + 1,
      createdAt: new Date(row.created_on),
      failedAt: new Date(row.completed_on),
      data: row.data,
    };
  }

  private queue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.createQueue(name);
      this.queues.set(name, created);
      created.catch(() => this.queues.delete(name));
    }
    return created;
  }

  /**
   * A queue is a partition of pg-boss's job table, attached by its first use. Attachments at the same moment deadlock
   * in PostgreSQL (a fresh database's first start, every worker's bootstrap hook at once, crashed so): this process
   * creates one at a time, and a creation PostgreSQL picks as a deadlock's victim (another instance creating at the
   * same moment) is tried again; pg-boss's create_queue does nothing for a queue that exists.
   */
  private async createQueue(name: string): Promise<void> {
    await this.start();
    const created = this.creating.then(() => this.createQueueTrying(name));
    this.creating = created.catch(() => undefined);
    return created;
  }

  private async createQueueTrying(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.createQueue(name);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= CREATE_QUEUE_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }
}
