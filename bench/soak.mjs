// A soak (issue 20): the built shop under a moderate, mixed load for SOAK_MINUTES (default 10), sampled every
// SOAK_SAMPLE_SECONDS (default 15): requests and failures, p95, the server's heap and RSS, its database pool and
// PostgreSQL's own count of the shop's connections. The verdict is computed from the samples: the heap's median in
// the first and the last third after the warm-up, the connections' maximum after the warm-up against the warm-up's,
// and every order placed paid exactly once. Writes "## Soak" in docs/benchmarks.md and prints the same.
//   npm run build && npm run bench:soak
//   (SOAK_MINUTES, default 10; SOAK_SAMPLE_SECONDS, default 15; SOAK_WARMUP_SECONDS, default 60, a quarter of the run
//   when that is shorter than 4 minutes; SOAK_SHOPPERS, default 8; SOAK_MEMBERS, default 3; SOAK_CHECKOUT_SECONDS,
//   default 4; SOAK_STAFF_SECONDS, default 3; SOAK_PORT, default 3260)
// The parts live in bench/soak/: cleanup.mjs (stopping, Ctrl+C), requests.mjs (counting), load.mjs (the load),
// sampling.mjs (the samples), verdict.mjs (the verdict) and report.mjs (the console line and the markdown).
import { randomBytes } from 'node:crypto';
import { startShop } from '../e2e/support/app-server.mjs';
import { writeSection } from './markdown-section.mjs';
import { Run, SHOP } from './soak/cleanup.mjs';
import { catalogOf, describeLoad, signUpMembers, startLoad } from './soak/load.mjs';
import { report, sampleLine } from './soak/report.mjs';
import { RequestCounter } from './soak/requests.mjs';
import { connectAdmin, sampler } from './soak/sampling.mjs';
import { countOrders, verdictOf } from './soak/verdict.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: a positive number, not ${process.env[name]}`);
  return value;
};
const MINUTES = number('SOAK_MINUTES', 10);
const SAMPLE_SECONDS = number('SOAK_SAMPLE_SECONDS', 15);
const DURATION_MS = Math.max(1, Math.round((MINUTES * 60) / SAMPLE_SECONDS)) * SAMPLE_SECONDS * 1000;
const WARMUP_SECONDS = process.env.SOAK_WARMUP_SECONDS ? number('SOAK_WARMUP_SECONDS') : DURATION_MS >= 240_000 ? 60 : DURATION_MS / 4000;
const SHOPPERS = number('SOAK_SHOPPERS', 8);
const MEMBERS = number('SOAK_MEMBERS', 3);
const CHECKOUT_SECONDS = number('SOAK_CHECKOUT_SECONDS', 4);
const STAFF_SECONDS = number('SOAK_STAFF_SECONDS', 3);
const PORT = number('SOAK_PORT', 3260);
const METRICS_TOKEN = `soak-${randomBytes(24).toString('hex')}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const run = new Run();
run.stopOnSignals();
const counter = new RequestCounter();

let exitCode = 0;
try {
  run.starting = startShop({ port: PORT, env: { METRICS_TOKEN } });
  const shop = await run.starting;
  run.onCleanUp(SHOP, () => shop.stop());
  if (!run.running) throw new Error('interrupted');
  if (!shop.databaseUrl) throw new Error('the soak counts connections and orders in PostgreSQL: run it with the local PostgreSQL reachable (TEST_DATABASE_URL)');
  if (!shop.pid) throw new Error('startShop gave no server pid');
  const { admin, database } = await connectAdmin(shop.databaseUrl);
  run.onCleanUp('the pg_stat_activity connection', () => admin.end());
  const sample = sampler({ shop, admin, database, counter, metricsToken: METRICS_TOKEN, sampleSeconds: SAMPLE_SECONDS });

  const catalog = await catalogOf(shop.baseUrl);
  const members = await signUpMembers(counter, shop.baseUrl, MEMBERS);
  const mix = describeLoad({ shoppers: SHOPPERS, memberCount: MEMBERS, checkoutSeconds: CHECKOUT_SECONDS, staffSeconds: STAFF_SECONDS });

  const samples = [await sample(0)];
  const results = [];
  const startedAt = performance.now();
  counter.recording = true;
  const load = startLoad({ run, counter, baseUrl: shop.baseUrl, catalog, members, results, shoppers: SHOPPERS, checkoutSeconds: CHECKOUT_SECONDS, staffSeconds: STAFF_SECONDS });
  console.log(`Soak: ${DURATION_MS / 60_000} min, a sample every ${SAMPLE_SECONDS} s (warm-up ${WARMUP_SECONDS} s). ${mix}.`);
  for (let k = 1; k * SAMPLE_SECONDS * 1000 <= DURATION_MS && run.running; k += 1) {
    await sleep(Math.max(0, startedAt + k * SAMPLE_SECONDS * 1000 - performance.now()));
    if (!run.running) break;
    const s = await sample(k * SAMPLE_SECONDS * 1000);
    samples.push(s);
    console.log(sampleLine(s));
  }
  run.running = false;
  counter.recording = false;
  await Promise.race([Promise.all(load), sleep(30_000)]);
  if (samples.length - 1 < DURATION_MS / (SAMPLE_SECONDS * 1000)) throw new Error('interrupted before the end');

  const orders = await countOrders(
    shop.databaseUrl,
    members.map((m) => m.id),
    results,
  );
  const verdict = verdictOf(samples, orders, counter.totals, { warmupSeconds: WARMUP_SECONDS });
  const body = report(samples, verdict, mix, { sampleSeconds: SAMPLE_SECONDS, warmupSeconds: WARMUP_SECONDS, durationMs: DURATION_MS });
  writeSection('## Soak', body);
  console.log(`\n${body}`);
} catch (error) {
  console.error(error.stack ?? error.message);
  exitCode = 1;
} finally {
  await run.cleanUp();
}
process.exit(exitCode);
