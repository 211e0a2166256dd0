import type { DataSource } from 'typeorm';

/** What a locked run answered: nothing when another session held the lock, else the work's value. */
export type LockedRun<T> = { ran: false } | { ran: true; value: T };

/**
 * Runs `work` holding the session advisory lock `key` (ADVISORY_LOCK_KEYS), or not at all when another session holds
 * it: for periodic work that must never overlap across instances (housekeeping, the approval reconciliation). The lock
 * is taken on a query runner of its own, kept for the whole run, since a session lock belongs to its connection: taken
 * through the pool it could be released by another query's connection, or stay held by an idle one. It is unlocked
 * and the connection returned whatever `work` does.
 */
export async function tryWithAdvisoryLock<T>(dataSource: DataSource, key: number, work: () => Promise<T>): Promise<LockedRun<T>> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [key])) as [{ locked: boolean }];
    if (!locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await runner.release();
  }
}
