import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../src/migrations';
import { PromotionsSchema1763800005000 } from '../../src/migrations/1763800005000-promotions-schema';
import { typeormOptions } from '../../src/shared/infrastructure/database/typeorm-options';
import { createScratchDatabase } from '../support/database';

/**
 * The member's old `point` column becomes the ledger's first rows: a database migrated before promotions, with
 * balances in `member.point`, keeps every balance as the sum of 'adjust' rows, and the column is gone.
 */
describe('promotions migration: member.point into the ledger (contract)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch?.drop());

  type Migrations = NonNullable<DataSourceOptions['migrations']>;

  async function migrate<T>(migrations: Migrations, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
    const dataSource = new DataSource({ ...typeormOptions(scratch.url), migrations });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations();
      return await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }

  it('moves non-zero balances into adjust rows and drops the column', async () => {
    const all = MIGRATIONS as unknown[] as Extract<Migrations, unknown[]>;
    const before = all.slice(0, all.findIndex((migration) => migration === PromotionsSchema1763800005000));
    const ids = await migrate(before, async (dataSource) => {
      const insert = async (email: string, point: number) =>
        Number(
          ((await dataSource.query(
            `INSERT INTO member (email, name, point, created_at, updated_at) VALUES ($1, '김민수', $2, now(), now()) RETURNING id`,
            [email, point],
          )) as { id: number }[])[0].id,
        );
      return { rich: await insert('rich@example.com', 2_500), none: await insert('none@example.com', 0) };
    });

    await migrate(all, async (dataSource) => {
      const rows = (await dataSource.query(`SELECT member_id, amount, kind, order_id FROM point_ledger ORDER BY member_id`)) as Record<string, unknown>[];
      expect(rows).toEqual([{ member_id: ids.rich, amount: 2_500, kind: 'adjust', order_id: null }]);
      const columns = (await dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'member' AND column_name = 'point'`)) as unknown[];
      expect(columns).toHaveLength(0);
    });
  });
});
