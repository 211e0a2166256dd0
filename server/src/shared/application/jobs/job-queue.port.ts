/** How a job is retried: up to `retryLimit` more tries, `retryDelaySeconds` apart, doubling when `backoff`. */
export interface JobRetry {
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
}

export interface EnqueueOptions {
  /** The same key twice (per job name) enqueues once; the second call answers null. */
  idempotencyKey?: string;
  retry?: JobRetry;
  /**
   * How long one try may run (whole seconds, at least 1; default DEFAULT_JOB_EXPIRE_IN_SECONDS). A handler still
   * running then fails that try (it is retried like any failure), and a try whose process died is failed by the
   * supervisor this long after it started. Longer than the job's worst honest run: its providers' time-outs added up.
   */
  expireInSeconds?: number;
}

/** What a schedule's jobs are sent with. */
export interface ScheduleOptions {
  /** As EnqueueOptions.expireInSeconds, for every job the schedule makes. */
  expireInSeconds?: number;
}

/** A job that used up its tries and sits in the dead-letter queue. */
export interface FailedJob {
  id: string;
  name: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  data: unknown;
}

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

/**
 * Work that must survive a crash or run once across instances (docs/architecture.md, "Job engine").
 * Adapters: pg-boss on the shop's PostgreSQL; an in-memory one for unit specs. Both pass testing/job-queue.contract.ts.
 */
export interface JobQueuePort {
  /**
   * Answers the job's id, or null when a job with the same idempotency key was already enqueued. Inside a unit of
   * work the job is written in the unit's transaction (an outbox): it exists, and runs, only if the unit commits.
   */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Registers the handler of a job name; a handler that throws, or runs past its job's expiry, fails that try. A
   * process runs one job of a name at a time, the next straight after (a backlog drains without waiting); it waits
   * before asking again only when none was waiting.
   */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Runs `name` once per cron interval across all instances (UTC). */
  schedule(name: string, cron: string, options?: ScheduleOptions): Promise<void>;
  /**
   * Stops scheduling `name` (nothing when it is not scheduled). A schedule outlives the process that made it, so a
   * task turned off by its setting is unscheduled at start, or its jobs would go on being made with nothing to run them.
   */
  unschedule(name: string): Promise<void>;
  /** What runs on a schedule, by name, with its cron and its jobs' expiry (for the console and tests). */
  schedules(): Promise<Array<{ name: string; cron: string; expireInSeconds: number }>>;
  /** The dead-letter queue, newest first. */
  failed(): Promise<FailedJob[]>;
  /** Enqueues a failed job again (a fresh set of tries) and takes it off the dead-letter queue. */
  retry(id: string): Promise<FailedJob | null>;
  /** Takes a failed job off the dead-letter queue for good. */
  discard(id: string): Promise<FailedJob | null>;
  /** The state of one job (for tests and the console): created, retry, active, completed, failed, or null. */
  stateOf(name: string, id: string): Promise<string | null>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/**
 * A try's expiry when its job kind names none (pg-boss's own default is 15 minutes): after a process dies, its job
 * waits this long, plus the supervisor's interval, before another process tries it again (docs/decisions.md, "Job
 * expiry and draining a backlog"). Each job kind sets its own next to its name.
 */
export const DEFAULT_JOB_EXPIRE_IN_SECONDS = 120;

/** Three tries after the first, 5 s, 10 s, 20 s apart. */
export const DEFAULT_JOB_RETRY: JobRetry = { retryLimit: 3, retryDelaySeconds: 5, backoff: true };
