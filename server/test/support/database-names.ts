import { randomInt } from 'node:crypto';

/** Where the contract suites' throw-away databases live: TEST_DATABASE_URL's server, or the local one. */
export const DEFAULT_TEST_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The environment variable global-setup leaves for the workers and global-teardown: this run's number. */
export const TEST_RUN_ENV = 'SHOP_TEST_RUN';

/** The environment variable global-setup leaves for the workers: the migrated, seeded database each suite copies. */
export const TEST_TEMPLATE_ENV = 'SHOP_TEST_TEMPLATE';

/** Where global-setup keeps the embedded server it started, for global-teardown (same process). */
export const EMBEDDED_HANDLE = Symbol.for('shop.contract.embeddedPostgres');

const NAME = /^shop_test_(\d+)_(\d+)$/;

export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_SERVER_URL;
}

/** The same server and credentials, another database. */
export function urlForDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** This run's number: global-setup's, inherited by the workers; a process outside a run makes its own. */
export function testRunNumber(): string {
  process.env[TEST_RUN_ENV] ||= String(Date.now());
  return process.env[TEST_RUN_ENV];
}

/** The run's template: shop_test_<run>_0. */
export function templateDatabaseName(): string {
  return assertTestDatabaseName(`shop_test_${testRunNumber()}_0`);
}

/** shop_test_<run>_<random>: every database a run makes carries the run's number, so global-teardown finds them all. */
export function newTestDatabaseName(): string {
  return assertTestDatabaseName(`shop_test_${testRunNumber()}_${randomInt(1, 2 ** 47)}`);
}

/** Only names this suite made are ever quoted into CREATE/DROP DATABASE. */
export function assertTestDatabaseName(name: string): string {
  if (!NAME.test(name)) throw new Error(`refusing to touch database "${name}"`);
  return name;
}

/** Whether a database belongs to the given run. */
export function isRunDatabase(name: string, run: string): boolean {
  return NAME.exec(name)?.[1] === run;
}
