import type { DataSource } from 'typeorm';

/**
 * For specs of work run under tryWithAdvisoryLock: a data source whose one query runner answers the advisory-lock
 * calls, free or held by another session, and records what was asked of it.
 */
export function advisoryLockDataSource(lockFree = true) {
  const queries: Array<{ text: string; params: unknown[] }> = [];
  const runner = {
    connect: jest.fn(() => Promise.resolve()),
    release: jest.fn(() => Promise.resolve()),
    query: jest.fn((text: string, params: unknown[] = []) => {
      queries.push({ text, params });
      return Promise.resolve(text.includes('pg_try_advisory_lock') ? [{ locked: lockFree }] : []);
    }),
  };
  return { dataSource: { createQueryRunner: jest.fn(() => runner) } as unknown as DataSource, runner, queries };
}
