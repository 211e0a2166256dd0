import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource, QueryFailedError } from 'typeorm';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { CurrentEntityManager } from '../../src/shared/infrastructure/database/current-entity-manager';
import { createTestApp } from '../support/test-app';

/** The pool's timeouts come from the environment and hold on every connection the app uses. */
describe('database timeouts (contract)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '1000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1500', DB_CONNECTION_TIMEOUT_MS: '4000' });
    dataSource = app.get(DataSource);
  });
  afterAll(() => app?.close());

  it('sets statement_timeout and idle_in_transaction_session_timeout on the connections', async () => {
    const [statement] = (await dataSource.query('SHOW statement_timeout')) as { statement_timeout: string }[];
    const [idle] = (await dataSource.query('SHOW idle_in_transaction_session_timeout')) as { idle_in_transaction_session_timeout: string }[];
    expect(statement.statement_timeout).toBe('1s');
    expect(idle.idle_in_transaction_session_timeout).toBe('1500ms');
    expect((dataSource.driver as unknown as { master: { options: { connectionTimeoutMillis: number } } }).master.options.connectionTimeoutMillis).toBe(4000);
  });

  it('cancels a statement running longer than the timeout with a clean query error, and the pool goes on', async () => {
    const error = await dataSource.query('SELECT pg_sleep(5)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('57014');
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('ends a unit of work left idle in its transaction; the unit fails, nothing commits, the app goes on', async () => {
    const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK);
    const managers = app.get(CurrentEntityManager);
    await dataSource.query('CREATE TABLE IF NOT EXISTS h3_idle_probe (label text)');
    const outcome = await unitOfWork
      .run(async () => {
        await (await managers.forWrite()).query(`INSERT INTO h3_idle_probe VALUES ('left idle')`);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await (await managers.forWrite()).query(`INSERT INTO h3_idle_probe VALUES ('after')`);
      })
      .then(
        () => 'committed',
        (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    // The work's own error reaches the caller (PostgreSQL ended the connection), not the failed rollback's.
    expect(outcome).toMatch(/^failed: .*(terminat|idle|Connection)/i);
    expect(await dataSource.query('SELECT count(*)::int AS n FROM h3_idle_probe')).toEqual([{ n: 0 }]);
    await dataSource.query('DROP TABLE h3_idle_probe');
  });
});
