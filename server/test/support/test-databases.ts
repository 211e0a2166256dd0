import { assertTestDatabaseName, isRunDatabase, newTestDatabaseName, testServerUrl, urlForDatabase } from './database-names';
import { withClient } from './with-client';

/** One statement on the test server's maintenance database (CREATE/DROP DATABASE cannot run in another's). */
export async function onTestServer<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  return withClient(async (client) => (await client.query(statement, params)).rows as T[], testServerUrl());
}

/**
 * A new database of this run, empty (template0) or a copy of `template`, and its URL. A copy is a file copy on the
 * server: a migrated, seeded database in well under a second, where migrating and seeding take several.
 */
export async function createTestDatabase(template = 'template0'): Promise<{ name: string; url: string }> {
  const name = newTestDatabaseName();
  const source = template === 'template0' ? template : assertTestDatabaseName(template);
  await onTestServer(`CREATE DATABASE "${name}" TEMPLATE "${source}" ENCODING 'UTF8'`);
  return { name, url: urlForDatabase(testServerUrl(), name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await onTestServer(`DROP DATABASE IF EXISTS "${assertTestDatabaseName(name)}" WITH (FORCE)`);
}

/** Every database the run made, its template last (a copy in progress holds the template). */
export async function dropRunDatabases(run: string): Promise<void> {
  const rows = await onTestServer<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'shop\\_test\\_%'`);
  const names = rows.map((row) => row.datname).filter((name) => isRunDatabase(name, run));
  const template = names.filter((name) => name.endsWith('_0'));
  for (const name of [...names.filter((name) => !name.endsWith('_0')), ...template]) {
    if (template.includes(name)) await onTestServer(`ALTER DATABASE "${assertTestDatabaseName(name)}" IS_TEMPLATE false`);
    await dropTestDatabase(name);
  }
}
