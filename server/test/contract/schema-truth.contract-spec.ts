import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/shared/infrastructure/database/typeorm-options';
import { createScratchDatabase } from '../support/database';

/**
 * One schema truth: the migrations make the tables, and every ORM entity in the source
 * describes them exactly, so TypeORM's own schema diff against the migrated database is
 * empty. A mismatch here is a column the code reads differently from what PostgreSQL holds.
 */
describe('schema truth', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataSource: DataSource;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const entities = [join(__dirname, '../../src/**/*.orm-entity.ts')];
    dataSource = new DataSource(typeormOptions(scratch.url, entities));
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await scratch?.drop();
  });

  it('loads every ORM entity of the source', () => {
    const tables = dataSource.entityMetadatas.map((metadata) => metadata.tableName).sort();
    expect(tables).toEqual(expect.arrayContaining(['goods', 'member', 'member_session', 'verification_token', 'sms_outbox']));
  });

  it('the entities match the migrated schema: the schema diff has nothing to do', async () => {
    const diff = await dataSource.driver.createSchemaBuilder().log();
    expect(diff.upQueries.map((query) => query.query)).toEqual([]);
  });
});
