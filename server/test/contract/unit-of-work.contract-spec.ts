import { DataSource } from 'typeorm';
import { fail, ok } from '../../src/shared/domain/result';
import { CurrentEntityManager } from '../../src/shared/infrastructure/database/current-entity-manager';
import { typeormOptions } from '../../src/shared/infrastructure/database/typeorm-options';
import { TypeormUnitOfWork } from '../../src/shared/infrastructure/database/typeorm-unit-of-work';
import { createScratchDatabase, withClient } from '../support/database';

/**
 * The unit of work's TypeORM adapter on a real PostgreSQL (a scratch database with one
 * table): what commits, what rolls back, nesting, afterCommit, and the lazy start.
 * "Seen from outside" reads go through a separate pg connection, never the pool under test.
 */
describe('TypeormUnitOfWork (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataSource: DataSource;
  let managers: CurrentEntityManager;
  let unitOfWork: TypeormUnitOfWork;

  const insert = async (label: string) => {
    await (await managers.forWrite()).query('INSERT INTO note (label) VALUES ($1)', [label]);
  };
  const seenFromOutside = (label: string) =>
    withClient(async (client) => (await client.query('SELECT 1 FROM note WHERE label = $1', [label])).rowCount === 1, scratch.url);
  const seenFromInside = async (label: string) => ((await (await managers.forRead()).query('SELECT 1 FROM note WHERE label = $1', [label])) as unknown[]).length === 1;
  /** True when a read runs in a transaction that has written (a plain pool read has no transaction id). */
  const readsInWritingTransaction = async () => {
    const [row] = (await (await managers.forRead()).query('SELECT txid_current_if_assigned() IS NOT NULL AS assigned')) as { assigned: boolean }[];
    return row.assigned;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    await withClient((client) => client.query('CREATE TABLE note (label text PRIMARY KEY)'), scratch.url);
    dataSource = await new DataSource({ ...typeormOptions(scratch.url), migrations: [] }).initialize();
    managers = new CurrentEntityManager(dataSource);
    unitOfWork = new TypeormUnitOfWork(managers);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await scratch?.drop();
  });

  it('commits when the work resolves: both writes are there', async () => {
    await unitOfWork.run(async () => {
      await insert('commit-1');
      await insert('commit-2');
      expect(await seenFromOutside('commit-1')).toBe(false);
    });
    expect(await seenFromOutside('commit-1')).toBe(true);
    expect(await seenFromOutside('commit-2')).toBe(true);
  });

  it('rolls back when the work throws: the first write is undone, and the error reaches the caller', async () => {
    await expect(
      unitOfWork.run(async () => {
        await insert('throw-1');
        throw new Error('second write failed');
      }),
    ).rejects.toThrow('second write failed');
    expect(await seenFromOutside('throw-1')).toBe(false);
  });

  it('rolls back when the second write fails in PostgreSQL', async () => {
    await insert('taken');
    await expect(
      unitOfWork.run(async () => {
        await insert('before-duplicate');
        await insert('taken');
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await seenFromOutside('before-duplicate')).toBe(false);
  });

  it('rolls back when the work resolves to a failed Result, and hands that Result back', async () => {
    const failure = fail('conflict', 'TEST.TAKEN', '이미 있습니다.');
    const result = await unitOfWork.run(async () => {
      await insert('failed-result');
      return failure;
    });
    expect(result).toBe(failure);
    expect(await seenFromOutside('failed-result')).toBe(false);
  });

  it('commits a successful Result', async () => {
    expect(await unitOfWork.run(async () => (await insert('ok-result'), ok(7)))).toEqual(ok(7));
    expect(await seenFromOutside('ok-result')).toBe(true);
  });

  it('joins a nested run to the outer one: it sees the outer write, and the outer rollback undoes both', async () => {
    await expect(
      unitOfWork.run(async () => {
        await insert('outer');
        await unitOfWork.run(async () => {
          expect(await seenFromInside('outer')).toBe(true);
          await insert('inner');
        });
        expect(await seenFromOutside('inner')).toBe(false);
        throw new Error('outer fails after the inner returned');
      }),
    ).rejects.toThrow('outer fails');
    expect(await seenFromOutside('outer')).toBe(false);
    expect(await seenFromOutside('inner')).toBe(false);
  });

  it('runs afterCommit callbacks after the commit, in order, and never after a rollback', async () => {
    const calls: string[] = [];
    await unitOfWork.run(async () => {
      await insert('with-callback');
      await unitOfWork.afterCommit(async () => {
        calls.push(`first:${String(await seenFromOutside('with-callback'))}`);
      });
      await unitOfWork.afterCommit(() => {
        calls.push('second');
      });
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['first:true', 'second']);

    const notCalled = jest.fn();
    await expect(
      unitOfWork.run(async () => {
        await unitOfWork.afterCommit(notCalled);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await unitOfWork.run(async () => {
      await unitOfWork.afterCommit(notCalled);
      return fail('invalid', 'TEST.NO', '아니요.');
    });
    expect(notCalled).not.toHaveBeenCalled();
  });

  it('runs afterCommit at once outside a unit', async () => {
    const callback = jest.fn();
    await unitOfWork.afterCommit(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('begins the transaction at the first write: reads before it use the pool, reads after it see the unit\'s own writes', async () => {
    await unitOfWork.run(async () => {
      expect(await readsInWritingTransaction()).toBe(false);
      await insert('lazy');
      expect(await readsInWritingTransaction()).toBe(true);
      expect(await seenFromInside('lazy')).toBe(true);
      expect(await seenFromOutside('lazy')).toBe(false);
    });
    expect(await seenFromOutside('lazy')).toBe(true);
  });

  it('holds no connection for a unit that only reads, and returns every connection it took', async () => {
    const pool = (dataSource.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;
    await unitOfWork.run(async () => {
      await seenFromInside('nothing');
      expect(pool.totalCount - pool.idleCount).toBe(0);
    });
    await unitOfWork.run(async () => insert('returned'));
    await expect(unitOfWork.run(async () => (await insert('returned-2'), Promise.reject(new Error('x'))))).rejects.toThrow('x');
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('writes outside a unit go straight to the pool and commit on their own', async () => {
    await insert('no-unit');
    expect(await seenFromOutside('no-unit')).toBe(true);
  });
});
