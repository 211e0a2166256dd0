import { Logger } from '@nestjs/common';
import type { HousekeepingConfig } from '../../../config/housekeeping.config';
import { RetentionTaskRegistry } from '../../application/housekeeping/retention-task-registry';
import { waitUntil } from '../../application/testing/wait-until';
import { InMemoryJobQueue } from '../../application/testing/in-memory-job-queue';
import { advisoryLockDataSource } from '../database/testing/advisory-lock-data-source';
import { HOUSEKEEPING_EXPIRE_IN_SECONDS, HOUSEKEEPING_JOB, HousekeepingScheduler } from './housekeeping.scheduler';

const NOW = new Date('2026-11-22T03:00:00.000Z');

function schedulerWith(intervalMinutes: number, registry: RetentionTaskRegistry, lockFree = true, jobs = new InMemoryJobQueue()) {
  const fake = advisoryLockDataSource(lockFree);
  const config: HousekeepingConfig = { housekeepingIntervalMinutes: intervalMinutes };
  return { scheduler: new HousekeepingScheduler(config, fake.dataSource, { now: () => NOW }, registry, jobs), jobs, ...fake };
}

describe('HousekeepingScheduler', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('runs every task with the clock’s time, and one failing task does not stop the next', async () => {
    const registry = new RetentionTaskRegistry();
    const seen: Date[] = [];
    registry.register({ name: 'broken', purge: () => Promise.reject(new Error('disk full')) });
    registry.register({ name: 'membership', purge: (now) => (seen.push(now), Promise.resolve({ sessions: 2 })) });
    const { scheduler, queries, runner } = schedulerWith(0, registry);
    expect(await scheduler.runOnce()).toEqual({ ran: true, deleted: { membership: { sessions: 2 } } });
    expect(seen).toEqual([NOW]);
    expect(queries.at(-1)?.text).toContain('pg_advisory_unlock');
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when another instance holds the lock', async () => {
    const registry = new RetentionTaskRegistry();
    const purge = jest.fn(() => Promise.resolve({}));
    registry.register({ name: 'membership', purge });
    const { scheduler, queries } = schedulerWith(0, registry, false);
    expect(await scheduler.runOnce()).toEqual({ ran: false, deleted: {} });
    expect(purge).not.toHaveBeenCalled();
    expect(queries.some(({ text }) => text.includes('pg_advisory_unlock'))).toBe(false);
  });

  it('schedules nothing at interval 0; otherwise a pg-boss schedule whose job runs every task', async () => {
    const registry = new RetentionTaskRegistry();
    const purge = jest.fn(() => Promise.resolve({}));
    registry.register({ name: 'membership', purge });

    // Turned off after an earlier start had scheduled it: the schedule is taken back.
    const off = schedulerWith(0, registry);
    await off.jobs.schedule(HOUSEKEEPING_JOB, '0 */1 * * *');
    await off.scheduler.onApplicationBootstrap();
    expect(off.jobs.scheduled.size).toBe(0);

    const hourly = schedulerWith(60, registry);
    await hourly.scheduler.onApplicationBootstrap();
    expect(await hourly.jobs.schedules()).toEqual([{ name: HOUSEKEEPING_JOB, cron: '0 */1 * * *', expireInSeconds: HOUSEKEEPING_EXPIRE_IN_SECONDS }]);
    const id = (await hourly.jobs.enqueue(HOUSEKEEPING_JOB, {})) as string;
    await waitUntil('the housekeeping job to complete', async () => (await hourly.jobs.stateOf(HOUSEKEEPING_JOB, id)) === 'completed');
    expect(purge).toHaveBeenCalledTimes(1);
  });
});
