// The checkout at 50 members at once over two instances of the built shop on one database, behind a round-robin
// proxy (issue 20): orders per second, latency and the database's count (none lost, none doubled), beside one
// instance measured in the same run, straight and behind the same proxy. Each row has a fresh database with the demo
// catalog. Writes "## Checkout over two instances" in docs/benchmarks.md.
//   npm run build && npm run bench:instances
//   (BENCH_INSTANCE_MEMBERS, default 50; BENCH_INSTANCE_ORDERS_EACH, default 4; BENCH_INSTANCE_PORT, default 3280:
//   ports PORT to PORT+5)
import os from 'node:os';
import { startShop } from '../e2e/support/app-server.mjs';
import { measureCheckout } from './checkout.mjs';
import { writeSection } from './markdown-section.mjs';
import { startProxy } from './round-robin-proxy.mjs';

const MEMBERS = Number(process.env.BENCH_INSTANCE_MEMBERS ?? 50);
const ORDERS_EACH = Number(process.env.BENCH_INSTANCE_ORDERS_EACH ?? 4);
const PORT = Number(process.env.BENCH_INSTANCE_PORT ?? 3280);
// The keys every instance of a deployment shares (unset, each process makes its own, and a session or CSRF token made
// on one instance is refused by the other). The same on the one-instance rows, so only the instance count differs.
const SHARED_KEYS = { CSRF_SECRET: 'c'.repeat(40), JWT_SECRET: 'j'.repeat(40), TWO_FACTOR_KEY: 't'.repeat(40) };

/** What is running, stopped last started first; each stop runs even when an earlier one failed. */
const cleanups = [];
/** Starts under way (a server waiting to be ready): on Ctrl+C each is stopped as soon as it has started. */
const starting = new Set();
let interrupted = false;
async function cleanUp() {
  while (cleanups.length > 0) {
    const [what, stop] = cleanups.pop();
    await stop().catch((error) => console.error(`stopping ${what}: ${error.message}`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`${signal}: stopping the servers and dropping the databases`);
    void cleanUp()
      .then(() => Promise.allSettled([...starting]))
      .finally(() => process.exit(130));
  });
}
/** Starts (`start()`), runs `body` with what started, then stops it (once), also when `body` throws or on Ctrl+C. */
async function using(what, start, body) {
  const begun = start().then(async (started) => {
    if (!interrupted) return started;
    await started.stop();
    throw new Error(`interrupted while starting ${what}`);
  });
  starting.add(begun);
  let started;
  try {
    started = await begun;
  } finally {
    starting.delete(begun);
  }
  let stopping = null;
  const entry = [what, () => (stopping ??= started.stop())];
  cleanups.push(entry);
  try {
    return await body(started);
  } finally {
    if (cleanups.includes(entry)) cleanups.splice(cleanups.indexOf(entry), 1);
    await entry[1]();
  }
}

const checkout = (url, databaseUrl) => {
  if (!databaseUrl) throw new Error('the checkout counts orders in the database: run the bench with the local PostgreSQL reachable');
  return measureCheckout(url, databaseUrl, { members: MEMBERS, ordersEach: ORDERS_EACH });
};

const rows = [];
try {
  // One instance, straight: what `npm run bench`'s checkout row measures, at this member count.
  rows.push({
    name: 'one instance, straight',
    split: 'one instance, no proxy',
    ...(await using('the one-instance shop', () => startShop({ port: PORT + 3, env: SHARED_KEYS }), (shop) => checkout(shop.baseUrl, shop.databaseUrl))),
  });

  // One instance behind the proxy: the proxy's own cost (a hop, and CPU on the same two cores) without a second instance.
  const proxiedUrl = `http://127.0.0.1:${PORT + 5}`;
  rows.push(
    await using('the proxied one-instance shop', () => startShop({ port: PORT + 4, env: { ...SHARED_KEYS, PUBLIC_URL: proxiedUrl } }), (shop) =>
      using('the one-upstream proxy', () => startProxy([PORT + 4], PORT + 5), async (proxy) => ({
        name: 'one instance behind the proxy',
        ...(await checkout(proxy.url, shop.databaseUrl)),
        split: `A ${proxy.served[0]} (100 %)`,
        fivexx: proxy.failed[0],
      })),
    ),
  );

  // Two instances on one database: A makes the database (migrations, demo seed, first owner), B starts on it once A
  // is ready (its seeders find everything there), and only A's stop drops it. Both say the proxy is the shop's public
  // origin (links in texts), and B stops before A drops the database.
  const proxyUrl = `http://127.0.0.1:${PORT + 2}`;
  const shared = { ...SHARED_KEYS, PUBLIC_URL: proxyUrl, NAVER_CALLBACK_URL: `${proxyUrl}/oauth/login/naver` };
  rows.push(
    await using('instance A', () => startShop({ port: PORT, env: shared }), (a) =>
      using('instance B', () => startShop({ port: PORT + 1, env: shared, databaseUrl: a.databaseUrl }), () =>
        using('the proxy', () => startProxy([PORT, PORT + 1], PORT + 2), async (proxy) => {
          const run = await checkout(proxy.url, a.databaseUrl);
          const total = proxy.served[0] + proxy.served[1];
          const share = (n) => `${n} (${((100 * n) / total).toFixed(1)} %)`;
          return { name: 'two instances behind the proxy', ...run, split: `A ${share(proxy.served[0])}, B ${share(proxy.served[1])}`, fivexx: proxy.failed[0] + proxy.failed[1] };
        }),
      ),
    ),
  );
} finally {
  await cleanUp();
}

const ms = (value) => value.toFixed(0);
const table = [
  '| setup | members | orders attempted | orders/s | p50 ms | p95 ms | p99 ms | completed | paid | payments | doubled | requests per instance | 5xx at the proxy |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${MEMBERS} | ${row.attempted} | ${row.ordersPerSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.completed} | ${row.paid} | ${row.payments} | ${row.doubled} | ${row.split} | ${row.fivexx ?? '–'} |`,
  ),
].join('\n');
const [, proxied, two] = rows;
const whole = (row) => row.completed === row.attempted && row.paid === row.attempted && row.payments === row.attempted && row.doubled === 0;
const count = rows.every(whole)
  ? `In every row each order attempted came back to /payment/complete, is paid in the database (PREPARING) and has exactly one payment: none lost, none doubled, also when the card page's authentication and the approval reached different instances.`
  : `Not every order came through whole: ${rows
      .filter((row) => !whole(row))
      .map((row) => `${row.name}: ${row.attempted} attempted, ${row.completed} completed, ${row.paid} paid, ${row.payments} payments, ${row.doubled} doubled`)
      .join('; ')}.`;
const body = `Measured by \`npm run bench:instances\` (\`bench/checkout-instances.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node.js ${process.version}, PostgreSQL on the same machine. ${MEMBERS} members each sign up, then all at once place ${ORDERS_EACH} orders one after another through the API and pay each on the sandbox card page (bench/checkout.mjs, as in "Checkout under load"); latency is one order's whole checkout. Each row has its own fresh database with the demo catalog, one after another in this order. The two instances are two server processes (\`server/dist/main.js\`, NODE_ENV=test) on one database with the same CSRF, JWT and two-factor keys; the proxy is bench/round-robin-proxy.mjs (node:http, keep-alive, no stickiness, no health check, no retries), which appends the connecting address to X-Forwarded-For (the shop trusts 127.0.0.1), so each member keeps its own address and its own per-address limits; requests go to A and B in turn whoever sends them, so the steps of one checkout (order, card page, authentication, approval) land on either instance. The load generator, the proxy, both servers and PostgreSQL share the machine's cores, so a second instance adds no CPU: the rows show what the split costs or saves here, not how a second machine scales. The orders of a row take about ${Math.round(two.attempted / two.ordersPerSecond)} seconds, so runs differ by more than rows of one run may; compare rows of the same run.

${table}

${count} The sandbox card company keeps its authentications in PostgreSQL (docs/decisions.md, "Several machines"), so an approval on the other instance than the authentication finds it. Requests per instance through the two-instance proxy: ${two.split}; answers of 5xx it passed on: ${two.fivexx}. Two instances made ${(two.ordersPerSecond / proxied.ordersPerSecond).toFixed(2)} times the orders per second of one behind the same proxy, at ${(two.p95 / proxied.p95).toFixed(2)} times its p95.`;
writeSection('## Checkout over two instances', body);
console.log(table);
if (!rows.every(whole)) process.exitCode = 1;
