// The cost of checking a password: argon2id with the settings the server uses, against a bare SHA-256 of the
// same input (what no shop should store, but the floor of "hash something") measured in the same run.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL('../server/package.json', import.meta.url));
const argon2 = require('argon2');

const PASSWORD = 'black-hide#2026';

/** A hash made by the server's own hasher (the built server/dist), so the bench follows its settings. */
async function storedByServer(password) {
  const { Argon2PasswordHasher } = require('./dist/shared/infrastructure/security/argon2-password-hasher.js');
  return new Argon2PasswordHasher().hash(password);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeEach(count, work) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

async function throughput(total, concurrency, work) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        await work();
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

/** One row a scheme: p50 and p95 of one check, and checks a second with `concurrency` at once. */
export async function measurePasswordChecks({ count = 30, concurrency = 8 } = {}) {
  const libraryDefaults = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const stored = await storedByServer(PASSWORD);
  const owaspMinimum = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  const digest = createHash('sha256').update(PASSWORD).digest('hex');
  const schemes = [
    ['baseline: SHA-256, no salt, no cost', async () => createHash('sha256').update(PASSWORD).digest('hex') === digest],
    ['argon2id, as the server stores passwords', () => argon2.verify(stored, PASSWORD)],
    ['argon2id, library defaults (m=64 MiB, t=3, p=4)', () => argon2.verify(libraryDefaults, PASSWORD)],
    ['argon2id, OWASP minimum (m=19 MiB, t=2, p=1)', () => argon2.verify(owaspMinimum, PASSWORD)],
  ];
  const rows = [];
  for (const [name, check] of schemes) {
    if (!(await check())) throw new Error(`${name}: the right password did not verify`);
    const samples = await timeEach(count, check);
    rows.push({ name, p50: percentile(samples, 50), p95: percentile(samples, 95), perSecond: await throughput(count * 2, concurrency, check) });
  }
  return { rows, concurrency, count, serverParams: stored.split('$')[3] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measurePasswordChecks());
}
