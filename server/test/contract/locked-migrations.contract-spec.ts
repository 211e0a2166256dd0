import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/migrations';
import { prepareSchema, runMigrationsLocked, SCHEMA_BEHIND_MESSAGE } from '../../src/shared/infrastructure/database/locked-migrations';
import { typeormOptions } from '../../src/shared/infrastructure/database/typeorm-options';
import { createScratchDatabase } from '../support/database';

/** Two instances starting together on an empty database: one migrates, the other waits and finds nothing to do. */
describe('migrations under an advisory lock', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const sources: DataSource[] = [];

  async function connect(): Promise<DataSource> {
    const dataSource = await new DataSource(typeormOptions(scratch.url)).initialize();
    sources.push(dataSource);
    return dataSource;
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });

  afterAll(async () => {
    for (const dataSource of sources) await dataSource.destroy();
    await scratch?.drop();
  });

  it('a server that does not migrate refuses a schema that is behind, naming npm run migrate', async () => {
    await expect(prepareSchema(await connect(), false)).rejects.toThrow(SCHEMA_BEHIND_MESSAGE);
    expect(SCHEMA_BEHIND_MESSAGE).toContain('npm run migrate');
  });

  it('two runs started together: every migration runs exactly once, and the schema is then current', async () => {
    const [first, second] = await Promise.all([connect(), connect()]);
    const [ranFirst, ranSecond] = await Promise.all([runMigrationsLocked(first), runMigrationsLocked(second)]);
    expect([...ranFirst, ...ranSecond]).toHaveLength((MIGRATIONS as unknown[]).length);
    expect([ranFirst.length, ranSecond.length].sort((a, b) => a - b)[0]).toBe(0);
    await expect(prepareSchema(first, false)).resolves.toBeUndefined();
  });
});
