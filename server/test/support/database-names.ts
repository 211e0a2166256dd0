/** Where the contract suites' throw-away databases live: TEST_DATABASE_URL's server, or the local one. */
export const DEFAULT_TEST_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The environment variable global-setup leaves for global-teardown: the database to drop. */
export const TEST_DATABASE_NAME_ENV = 'SHOP_TEST_DATABASE_NAME';

/** Where global-setup keeps the embedded server it started, for global-teardown (same process). */
export const EMBEDDED_HANDLE = Symbol.for('shop.contract.embeddedPostgres');

export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_SERVER_URL;
}

/** The same server and credentials, another database. */
export function urlForDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

let created = 0;

/** shop_test_<timestamp>_<pid>, unique within this process too. */
export function newTestDatabaseName(): string {
  created += 1;
  return assertTestDatabaseName(`shop_test_${Date.now() + created}_${process.pid}`);
}

/** Only names this suite made are ever quoted into CREATE/DROP DATABASE. */
export function assertTestDatabaseName(name: string): string {
  if (!/^shop_test_\d+_\d+$/.test(name)) throw new Error(`refusing to touch database "${name}"`);
  return name;
}
