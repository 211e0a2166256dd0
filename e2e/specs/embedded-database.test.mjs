// `npm start` on a bare machine: no DATABASE_URL, so the server starts its own PostgreSQL in DATA_DIR,
// migrates, seeds the demo catalog, finds the same data after a restart, and starts PostgreSQL again when its
// process is killed. It starts its own server, not the
// webServer's, and needs no browser: it runs once (@once), in the desktop project.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.mjs';
import { processExit } from '../support/waits.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const port = 3230 + (process.pid % 50);
const pgPort = 57000 + (process.pid % 1000);
const baseUrl = `http://127.0.0.1:${port}`;

let dataDir;
test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-embedded-'));
  chmodSync(dataDir, 0o755);
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the built server without DATABASE_URL and waits (90 s at most) until it answers /health/ready. */
async function startServer() {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const state = async () => {
    if (child.exitCode !== null) return `exited with ${child.exitCode}`;
    return (await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null))?.ok ? 'ready' : 'starting';
  };
  let last = 'starting';
  try {
    await expect.poll(async () => (last = await state()), { message: 'the server with the embedded database starts', timeout: 90_000 }).not.toBe('starting');
    expect(last).toBe('ready');
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await processExit(child, 30_000, 'the server with the embedded database');
}

async function goodsCount() {
  const body = await (await fetch(`${baseUrl}/api/goods/recom?page=0&sort=4&size=1`)).json();
  expect(body.result).toBe('0000');
  return body.dto.totalElements;
}

test('starts its own PostgreSQL, seeds the demo catalog, and keeps it across a restart', { tag: '@once' }, async () => {
  test.setTimeout(240_000);
  const first = await startServer();
  let count;
  try {
    count = await goodsCount();
    expect(count, 'the demo catalog').toBeGreaterThanOrEqual(20);
    const search = await (await fetch(`${baseUrl}/api/goods/search.php?q=${encodeURIComponent('지갑')}`)).json();
    expect(search.data.length, 'Korean search works on the embedded cluster').toBeGreaterThan(0);
  } finally {
    await stopServer(first);
  }
  expect(existsSync(join(dataDir, 'pg', 'PG_VERSION')), 'the cluster lives in DATA_DIR/pg').toBe(true);
  expect(statSync(join(dataDir, 'pg-password')).mode & 0o077, 'its password file is private').toBe(0);

  const second = await startServer();
  try {
    expect(await goodsCount(), 'the same catalog, not seeded twice').toBe(count);

    // PostgreSQL killed under the server (as an out-of-memory killer would): the server starts it again and answers.
    // The pid file is rewritten by the new postmaster (and may be missing for a moment in between).
    const postmaster = () => {
      try {
        return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        return null;
      }
    };
    const killed = postmaster();
    process.kill(killed, 'SIGKILL');
    // A backend the pool already holds can answer one more query before it notices its postmaster is gone, so the
    // catalog's 200 alone does not say PostgreSQL was started again: wait for both.
    const restarted = async () => {
      const pid = postmaster();
      const status = (await fetch(`${baseUrl}/api/goods/recom?page=0&sort=4&size=1`).catch(() => null))?.status;
      return pid !== null && pid !== killed && status === 200 ? 'answering on a new PostgreSQL' : `postmaster ${pid}, catalog ${status}`;
    };
    await expect.poll(restarted, { message: 'the catalog answers from a new PostgreSQL after the old one was killed', timeout: 90_000 }).toBe('answering on a new PostgreSQL');
    expect(await goodsCount(), 'the same catalog after the restart').toBe(count);
    expect(second.exitCode, 'the server kept running').toBeNull();
  } finally {
    await stopServer(second);
  }
});
