// Starts the built shop (server + client/dist) for the browser tests and stops it after.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_OWNER } from './staff.mjs';
import { processExit } from './waits.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Polls /health/ready every 250 ms (each try at most 2 s) until it answers 200, the server exits, or `timeoutMs`. */
async function waitForReady(baseUrl, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ${baseUrl}/health/ready answered 200`);
    try {
      const res = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.name;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gave up after ${timeoutMs} ms waiting for ${baseUrl}/health/ready to answer 200 (last: ${last})`);
}

/**
 * On TEST_DATABASE_URL's server (default: the local PostgreSQL) a fresh database per run;
 * when that server cannot be reached, the embedded PostgreSQL in a temporary folder.
 */
async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_e2e_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000, query_timeout: 30_000 });
  try {
    await client.connect();
  } catch {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
    return { env: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(55000 + (process.pid % 1000)) }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  await client.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * `databaseUrl`: start another instance on that database (one a first startShop made) instead of a fresh one; its
 * stop() leaves the database to the first instance's stop().
 */
export async function startShop({ port = 3210, env = {}, databaseUrl = null } = {}) {
  const database = databaseUrl ? { env: { DATABASE_URL: databaseUrl }, drop: async () => undefined } : await freshDatabase();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // Passwords hashed at the tests' low cost (refused outside NODE_ENV=test).
      PASSWORD_HASH_COST: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The local Naver stand-in, coming back to the address the browser tests use (cookies are per host).
      NAVER_MODE: 'sandbox',
      NAVER_CALLBACK_URL: `${baseUrl}/oauth/login/naver`,
      // The tests run on this machine, so every request comes from 127.0.0.1 and shares its per-address limits
      // (10 codes an hour). A journey that signs up members of its own says so with X-Forwarded-For, as the
      // shop's proxy would (after-purchase-journey.test.mjs); requests without it are still 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
      // The console's first owner, made at start on the fresh database (e2e/support/staff.mjs logs in with it).
      ADMIN_OWNER_EMAIL: E2E_OWNER.email,
      ADMIN_OWNER_PASSWORD: E2E_OWNER.password,
      ADMIN_OWNER_NAME: E2E_OWNER.name,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  try {
    await waitForReady(baseUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    await database.drop();
    throw error;
  }
  return {
    baseUrl,
    /** The run's database on the local PostgreSQL, or null when the embedded one serves the run. */
    databaseUrl: database.env.DATABASE_URL ?? null,
    /** The server process's id (bench/soak.mjs reads its memory from /proc). */
    pid: child.pid,
    /** Resolves when the server process exits, with its { code, signal } and performance.now() then (bench/rolling-restart.mjs). */
    exited,
    stop: async () => {
      // The server may be gone already: Playwright signals the whole process group. A server that does not stop in
      // 10 s is killed, and its database dropped all the same.
      child.kill('SIGTERM');
      await processExit(child, 10_000, 'the test server').catch((error) => console.error(error.message));
      await database.drop();
    },
  };
}
