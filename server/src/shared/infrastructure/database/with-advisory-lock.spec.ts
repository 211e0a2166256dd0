import { advisoryLockDataSource } from './testing/advisory-lock-data-source';
import { tryWithAdvisoryLock } from './with-advisory-lock';

describe('tryWithAdvisoryLock', () => {
  it('runs the work under the lock, on one connection, then unlocks and releases it', async () => {
    const { dataSource, runner, queries } = advisoryLockDataSource();
    const work = jest.fn(() => {
      expect(queries.map((each) => each.text)).toEqual(['SELECT pg_try_advisory_lock($1) AS locked']);
      return Promise.resolve(42);
    });
    expect(await tryWithAdvisoryLock(dataSource, 7_423_004, work)).toEqual({ ran: true, value: 42 });
    expect(queries).toEqual([
      { text: 'SELECT pg_try_advisory_lock($1) AS locked', params: [7_423_004] },
      { text: 'SELECT pg_advisory_unlock($1)', params: [7_423_004] },
    ]);
    expect(runner.connect).toHaveBeenCalledTimes(1);
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('does not run the work while another session holds the lock, and still releases the connection', async () => {
    const { dataSource, runner, queries } = advisoryLockDataSource(false);
    const work = jest.fn(() => Promise.resolve(1));
    expect(await tryWithAdvisoryLock(dataSource, 7_423_004, work)).toEqual({ ran: false });
    expect(work).not.toHaveBeenCalled();
    expect(queries.some((each) => each.text.includes('pg_advisory_unlock'))).toBe(false);
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('unlocks and releases when the work fails, and passes the failure on', async () => {
    const { dataSource, runner, queries } = advisoryLockDataSource();
    await expect(tryWithAdvisoryLock(dataSource, 7_423_004, () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(queries.at(-1)?.text).toBe('SELECT pg_advisory_unlock($1)');
    expect(runner.release).toHaveBeenCalledTimes(1);
  });
});
