import type { EnqueueOptions, FailedJob, JobHandler, JobQueuePort } from '../jobs/job-queue.port';
import { DEFAULT_JOB_RETRY } from '../jobs/job-queue.port';
import type { UnitOfWorkPort } from '../unit-of-work.port';

interface MemoryJob {
  id: string;
  name: string;
  data: unknown;
  key: string | undefined;
  state: 'created' | 'completed' | 'failed';
  tries: number;
  retryLimit: number;
  error: string;
  createdAt: Date;
  failedAt: Date;
}

/**
 * The job queue in memory for unit specs: a job runs on the next turn of the event loop after it is enqueued (or
 * when its handler is registered), retries at once without waiting, and passes the same contract as pg-boss. Given
 * the specs' unit of work, a job enqueued inside a unit is kept only when the unit commits (as pg-boss writes it in
 * the unit's transaction).
 */
export class InMemoryJobQueue implements JobQueuePort {
  private readonly jobs: MemoryJob[] = [];
  private readonly handlers = new Map<string, JobHandler>();
  readonly schedules = new Map<string, string>();
  private readonly running = new Set<string>();
  private nextId = 1;

  constructor(private readonly unitOfWork?: UnitOfWorkPort) {}

  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    const key = options.idempotencyKey;
    if (key !== undefined && this.jobs.some((job) => job.name === name && job.key === key)) return null;
    const now = new Date();
    const id = `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`;
    const job: MemoryJob = { id, name, data, key, state: 'created', tries: 0, retryLimit: (options.retry ?? DEFAULT_JOB_RETRY).retryLimit, error: '', createdAt: now, failedAt: now };
    const add = () => {
      this.jobs.push(job);
      setImmediate(() => void this.run(job));
    };
    if (this.unitOfWork) await this.unitOfWork.afterCommit(add);
    else add();
    return id;
  }

  work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(name, handler as JobHandler);
    for (const job of this.jobs.filter((known) => known.name === name && known.state === 'created')) setImmediate(() => void this.run(job));
    return Promise.resolve();
  }

  schedule(name: string, cron: string): Promise<void> {
    this.schedules.set(name, cron);
    return Promise.resolve();
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
    setImmediate(() => void this.run(job));
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

  private async run(job: MemoryJob): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler || job.state !== 'created' || this.running.has(job.id)) return;
    this.running.add(job.id);
    while (job.state === 'created') {
      job.tries += 1;
      try {
        await handler(job.data);
        job.state = 'completed';
      } catch (error) {
        job.error = error instanceof Error ? error.message : String(error);
        if (job.tries > job.retryLimit) {
          job.state = 'failed';
          job.failedAt = new Date();
        }
      }
    }
    this.running.delete(job.id);
  }

  private toFailed(job: MemoryJob): FailedJob {
    return { id: job.id, name: job.name, error: job.error, attempts: job.tries, createdAt: job.createdAt, failedAt: job.failedAt, data: job.data };
  }
}
