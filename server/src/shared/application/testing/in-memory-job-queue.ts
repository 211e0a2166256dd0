import type { EnqueueOptions, FailedJob, JobHandler, JobQueuePort, ScheduleOptions } from '../jobs/job-queue.port';
import { DEFAULT_JOB_EXPIRE_IN_SECONDS, DEFAULT_JOB_RETRY } from '../jobs/job-queue.port';
import type { UnitOfWorkPort } from '../unit-of-work.port';
import { RollbackUnitOfWork, type Transactional } from './rollback-unit-of-work';

interface MemoryJob {
  id: string;
  name: string;
  data: unknown;
  key: string | undefined;
  state: 'created' | 'completed' | 'failed';
  tries: number;
  retryLimit: number;
  expireInSeconds: number;
  error: string;
  createdAt: Date;
  failedAt: Date;
}

/**
 * The job queue in memory for unit specs: a job runs on the next turn of the event loop after it is enqueued (or
 * when its handler is registered), one job of a name at a time in the order they came, retries at once without
 * waiting, fails a try that outlives its expiry (a real timer), and passes the same contract as pg-boss. Given the
 * specs' unit of work, a job enqueued inside a unit is kept only when the unit commits (as pg-boss writes it in the
 * unit's transaction).
 */
export class InMemoryJobQueue implements JobQueuePort, Transactional {
  private readonly jobs: MemoryJob[] = [];
  private readonly handlers = new Map<string, JobHandler>();
  readonly scheduled = new Map<string, string>();
  private readonly scheduledExpiry = new Map<string, number>();
  /** Names whose jobs are being run: one job of a name at a time, as a pg-boss worker (batchSize 1) runs them. */
  private readonly draining = new Set<string>();
  private nextId = 1;
  /** Keys enqueued inside a unit not yet committed: a second enqueue of one answers null, as pg-boss's does. */
  private uncommittedKeys = new Set<string>();

  constructor(private readonly unitOfWork?: UnitOfWorkPort) {
    // With the specs' rolling-back unit of work, the uncommitted keys roll back with it.
    if (unitOfWork instanceof RollbackUnitOfWork) unitOfWork.enlist(this);
  }

  snapshot(): unknown {
    return new Set(this.uncommittedKeys);
  }

  restore(state: unknown): void {
    this.uncommittedKeys = new Set(state as Set<string>);
  }

  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    const key = options.idempotencyKey;
    const keyed = key === undefined ? null : `${name}\0${key}`;
    if (key !== undefined && (this.jobs.some((job) => job.name === name && job.key === key) || this.uncommittedKeys.has(keyed!))) return null;
    const now = new Date();
    const id = `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`;
    const retryLimit = (options.retry ?? DEFAULT_JOB_RETRY).retryLimit;
    const expireInSeconds = options.expireInSeconds ?? DEFAULT_JOB_EXPIRE_IN_SECONDS;
    const job: MemoryJob = { id, name, data, key, state: 'created', tries: 0, retryLimit, expireInSeconds, error: '', createdAt: now, failedAt: now };
    const add = () => {
      if (keyed) this.uncommittedKeys.delete(keyed);
      this.jobs.push(job);
      this.kick(name);
    };
    if (keyed && this.unitOfWork) this.uncommittedKeys.add(keyed);
    if (this.unitOfWork) await this.unitOfWork.afterCommit(add);
    else add();
    return id;
  }

  work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(name, handler as JobHandler);
    this.kick(name);
    return Promise.resolve();
  }

  schedule(name: string, cron: string, options: ScheduleOptions = {}): Promise<void> {
    this.scheduled.set(name, cron);
    this.scheduledExpiry.set(name, options.expireInSeconds ?? DEFAULT_JOB_EXPIRE_IN_SECONDS);
    return Promise.resolve();
  }

  unschedule(name: string): Promise<void> {
    this.scheduled.delete(name);
    this.scheduledExpiry.delete(name);
    return Promise.resolve();
  }

  schedules(): Promise<Array<{ name: string; cron: string; expireInSeconds: number }>> {
    return Promise.resolve([...this.scheduled].map(([name, cron]) => ({ name, cron, expireInSeconds: this.scheduledExpiry.get(name) ?? DEFAULT_JOB_EXPIRE_IN_SECONDS })));
  }


  failed(): Promise<FailedJob[]> {
    return Promise.resolve(this.jobs.filter((job) => job.state === 'failed').reverse().map((job) => this.toFailed(job)));
  }

  retry(id: string): Promise<FailedJob | null> {
    const job = this.jobs.find((known) => known.id === id && known.state === 'failed');
    if (!job) return Promise.resolve(null);
    const before = this.toFailed(job);
    job.state = 'created';
    job.tries = 0;
    this.kick(job.name);
    return Promise.resolve(before);
  }

  discard(id: string): Promise<FailedJob | null> {
    const index = this.jobs.findIndex((known) => known.id === id && known.state === 'failed');
    if (index < 0) return Promise.resolve(null);
    const [job] = this.jobs.splice(index, 1);
    return Promise.resolve(this.toFailed(job));
  }

  stateOf(name: string, id: string): Promise<string | null> {
    return Promise.resolve(this.jobs.find((job) => job.name === name && job.id === id)?.state ?? null);
  }

  private kick(name: string): void {
    setImmediate(() => void this.drain(name));
  }

  /** Runs the name's waiting jobs one after the other, oldest first, until none is left (a backlog drains at once). */
  private async drain(name: string): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler || this.draining.has(name)) return;
    this.draining.add(name);
    try {
      for (let job = this.waiting(name); job; job = this.waiting(name)) await this.runTries(job, handler);
    } finally {
      this.draining.delete(name);
    }
  }

  private waiting(name: string): MemoryJob | undefined {
    return this.jobs.find((job) => job.name === name && job.state === 'created');
  }

  private async runTries(job: MemoryJob, handler: JobHandler): Promise<void> {
    while (job.state === 'created') {
      job.tries += 1;
      try {
        await withinExpiry(handler(job.data), job.expireInSeconds);
        job.state = 'completed';
      } catch (error) {
        job.error = error instanceof Error ? error.message : String(error);
        if (job.tries > job.retryLimit) {
          job.state = 'failed';
          job.failedAt = new Date();
        }
      }
    }
  }

  private toFailed(job: MemoryJob): FailedJob {
    return { id: job.id, name: job.name, error: job.error, attempts: job.tries, createdAt: job.createdAt, failedAt: job.failedAt, data: job.data };
  }
}

/**
 * The try's outcome, or a failure once it has run `seconds` (as pg-boss's worker does: the handler itself is not
 * stopped, its late outcome is ignored).
 */
async function withinExpiry(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`handler execution exceeded ${seconds * 1000}ms`)), seconds * 1000);
  });
  try {
    await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
