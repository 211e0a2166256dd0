import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { HousekeepingConfig } from '../../../config/housekeeping.config';
import { RetentionTaskRegistry } from '../../application/housekeeping/retention-task-registry';
import { HousekeepingScheduler } from './housekeeping.scheduler';

/** A data source whose one query runner answers the advisory-lock calls. */
function fakeDataSource(lockFree = true) {
  const queries: string[] = [];
  const runner = {
    connect: jest.fn(() => Promise.resolve()),
    release: jest.fn(() => Promise.resolve()),
    query: jest.fn((text: string) => {
      queries.push(text);
      return Promise.resolve(text.includes('pg_try_advisory_lock') ? [{ locked: lockFree }] : []);
    }),
  };
  return { dataSource: { createQueryRunner: () => runner } as unknown as DataSource, runner, queries };
}

const NOW = new Date('2026-11-22T03:00:00.000Z');

function schedulerWith(intervalMinutes: number, registry: RetentionTaskRegistry, lockFree = true) {
  const fake = fakeDataSource(lockFree);
  const config: HousekeepingConfig = { housekeepingIntervalMinutes: intervalMinutes };
  return { scheduler: new HousekeepingScheduler(config, fake.dataSource, { now: () => NOW }, registry), ...fake };
}

describe('HousekeepingScheduler', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterEach(() => jest.useRealTimers());

  it('runs every task with the clock’s time, and one failing task does not stop the next', async () => {
    const registry = new RetentionTaskRegistry();
    const seen: Date[] = [];
    registry.register({ name: 'broken', purge: () => Promise.reject(new Error('disk full')) });
    registry.register({ name: 'membership', purge: (now) => (seen.push(now), Promise.resolve({ sessions: 2 })) });
    const { scheduler, queries, runner } = schedulerWith(0, registry);
    expect(await scheduler.runOnce()).toEqual({ ran: true, deleted: { membership: { sessions: 2 } } });
    expect(seen).toEqual([NOW]);
    expect(queries.at(-1)).toContain('pg_advisory_unlock');
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when another instance holds the lock', async () => {
    const registry = new RetentionTaskRegistry();
    const purge = jest.fn(() => Promise.resolve({}));
    registry.register({ name: 'membership', purge });
    const { scheduler, queries } = schedulerWith(0, registry, false);
    expect(await scheduler.runOnce()).toEqual({ ran: false, deleted: {} });
    expect(purge).not.toHaveBeenCalled();
    expect(queries.some((text) => text.includes('pg_advisory_unlock'))).toBe(false);
  });

  it('starts no timer at interval 0, and runs on its own every interval otherwise', async () => {
    jest.useFakeTimers();
    const registry = new RetentionTaskRegistry();
    const purge = jest.fn(() => Promise.resolve({}));
    registry.register({ name: 'membership', purge });

    const off = schedulerWith(0, registry).scheduler;
    off.onApplicationBootstrap();
    expect(jest.getTimerCount()).toBe(0);

    const hourly = schedulerWith(60, registry).scheduler;
    hourly.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(purge).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(purge).toHaveBeenCalledTimes(2);
    await hourly.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(purge).toHaveBeenCalledTimes(2);
  });
});
