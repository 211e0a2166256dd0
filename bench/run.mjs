// Benchmarks of the built shop against bare baselines measured in the same run; writes docs/benchmarks.md.
// npm run build && npm run bench   (BENCH_PORT: the shop's port, default 3298; LIGHTHOUSE_RUNS: runs per page, default 3;
// CHROME_PATH: the Chromium Lighthouse drives, default /usr/bin/chromium)
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { startShop } from '../e2e/support/app-server.mjs';
import { startBaseline } from './baseline-server.mjs';
import { buildBaselineApp, firstLoad } from './bundle.mjs';
import { auditPage, LIGHTHOUSE_RUNS, serveStatic } from './lighthouse.mjs';
import { measureCheckout } from './checkout.mjs';
import { measure } from './load.mjs';
import { keptSections } from './markdown-section.mjs';
import { measurePasswordChecks } from './password-hash.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(`${ROOT}node_modules/lighthouse/package.json`, 'utf8')).version;
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

// Each checkout member is its own browser with its own address (X-Forwarded-For from loopback is trusted here).
const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 3298), env: { TRUST_PROXY: '127.0.0.1' } });
const CHECKOUT_MEMBERS = Number(process.env.BENCH_CHECKOUT_MEMBERS ?? 20);
const CHECKOUT_ORDERS_EACH = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 5);
const endpoints = [
  ['list: category.php?categoryId=4 (10 a page)', '/api/goods/category.php?categoryId=4&page=0&sort=1&size=10'],
  ['list: category.php?prod_gbn=A', '/api/goods/category.php?prod_gbn=A&page=0&sort=2&size=10'],
  ['detail: index.php?goodsId=1', '/api/goods/index.php?goodsId=1'],
  ['search: search.php?q=토트', `/api/goods/search.php?q=${encodeURIComponent('토트')}`],
  ['banners: banner.php', '/api/banner.php'],
];
const rows = [];
let checkoutRun;
const pages = [];
const bareApp = buildBaselineApp();
try {
  const sample = await (await fetch(shop.baseUrl + endpoints[0][1])).text();
  const baseline = await startBaseline(sample);
  rows.push(['baseline: bare Fastify, same JSON body', await measure(baseline.url, { total: TOTAL, concurrency: CONCURRENCY })]);
  await baseline.stop();
  for (const [name, path] of endpoints) rows.push([name, await measure(shop.baseUrl + path, { total: TOTAL, concurrency: CONCURRENCY })]);

  // Lighthouse after the load rows, on a quiet server: the bare page first, then the shop's three kinds of screen.
  const bareServer = await serveStatic(bareApp.dist);
  try {
    pages.push(['baseline: React rendering one paragraph', await auditPage(bareServer.url)]);
  } finally {
    await bareServer.stop();
  }
  const bag = (await (await fetch(`${shop.baseUrl}/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1`)).json()).dto.content[0].goods.id;
  for (const [name, path] of [
    ['home: /', '/'],
    ['list: /bags', '/bags'],
    [`product: /bags/${bag}`, `/bags/${bag}`],
  ]) {
    pages.push([name, await auditPage(shop.baseUrl + path)]);
  }

  // The checkout row last: its hundreds of writes leave PostgreSQL busy (autovacuum, checkpoints) for a while, and
  // Lighthouse multiplies whatever CPU time it sees.
  if (!shop.databaseUrl) throw new Error('the checkout row counts orders in the database: run the bench with the local PostgreSQL reachable');
  checkoutRun = await measureCheckout(shop.baseUrl, shop.databaseUrl, { members: CHECKOUT_MEMBERS, ordersEach: CHECKOUT_ORDERS_EACH });
} finally {
  await shop.stop();
}

const passwords = await measurePasswordChecks();
const storefront = firstLoad(`${ROOT}client/dist`);
const bare = firstLoad(bareApp.dist);
bareApp.remove();
const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => n.toFixed(2);

const md = `# Benchmarks

Measured by \`npm run bench\` (\`bench/run.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown'}), Node.js ${process.version}. The server is the built app on a fresh database
with the demo catalog; the load generator runs in another process on loopback, ${CONCURRENCY} connections,
${TOTAL} requests per row after 50 warm-up requests. Numbers vary between machines and runs: compare rows of the
same run, not runs.

## API throughput and latency

| endpoint | req/s | p50 ms | p95 ms | p99 ms | non-200 |
|---|---:|---:|---:|---:|---:|
${rows.map(([name, r]) => `| ${name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.failures} |`).join('\n')}

The baseline row is the ceiling of this machine for a JSON answer of the same size; the gap to it is what Nest,
validation and PostgreSQL cost.

## Checkout under load

${CHECKOUT_MEMBERS} members at once, each placing ${CHECKOUT_ORDERS_EACH} orders one after another, every order the whole way: quote,
payment-id, order_save, the sandbox card page, its authorization and the provider's return with the server
approval (payment, coupon and points in one transaction). Latency is one order's whole checkout as the members
saw it. The counts come from the database afterwards.

| orders | orders/s | p50 ms | p95 ms | p99 ms | reached the complete page | paid in the database | payments | orders paid twice |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|
| ${checkoutRun.attempted} | ${checkoutRun.ordersPerSecond.toFixed(1)} | ${ms(checkoutRun.p50)} | ${ms(checkoutRun.p95)} | ${ms(checkoutRun.p99)} | ${checkoutRun.completed} | ${checkoutRun.paid} | ${checkoutRun.payments} | ${checkoutRun.doubled} |

None lost means every attempted order is paid once: the four counts equal, and no order has two payments.

## Storefront first load

What the browser fetches before the first screen (the scripts and styles \`index.html\` references), against a
bare React + ReactDOM page built by the same Vite in the same run.

| build | files | raw KiB | gzip KiB |
|---|---:|---:|---:|
| baseline: React rendering one paragraph | ${bare.files.length} | ${kb(bare.raw)} | ${kb(bare.gzip)} |
| storefront | ${storefront.files.length} | ${kb(storefront.raw)} | ${kb(storefront.gzip)} |

The budget is 150 KiB gzipped; \`bench/bundle-budget.mjs\` fails \`npm test\` above it. The storefront build has
${storefront.chunks} JavaScript chunks; ${storefront.antdChunks} of them contain Ant Design,
and the first load contains it: **${storefront.antdInFirstLoad ? 'yes — a regression' : 'no'}**.

## Lighthouse, mobile

Lighthouse ${LIGHTHOUSE_VERSION} (\`bench/lighthouse.mjs\`, its default mobile preset: a phone's screen, simulated slow 4G and a 4×
slower CPU) on Debian's Chromium, headless, a fresh browser per run, loading only 127.0.0.1. Median of
${LIGHTHOUSE_RUNS} runs per page; the scores of each run in brackets. The baseline is a bare React page built by the same Vite,
served compressed, in the same run: it is the ceiling of this machine, and the gap to it is what the shop costs.

| page | performance | FCP ms | LCP ms | TBT ms | CLS | accessibility | largest paint |
|---|---:|---:|---:|---:|---:|---:|---|
${pages
  .map(
    ([name, r]) =>
      `| ${name} | **${r.performance}** (${r.scores.join(', ')}) | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.accessibility} | \`${r.lcpElement.replace(/\s*class="[^"]*"/g, '').replace(/\|/g, '\\|').slice(0, 70)}\` |`,
  )
  .join('\n')}

## Checking a password

One login costs one password check (an unknown e-mail costs the same, by design). ${passwords.count} checks one after
another for the times, ${passwords.count * 2} with ${passwords.concurrency} at once for the rate, in this process; the server's
own hasher (\`server/dist\`) made the stored hash (\`${passwords.serverParams}\`).

| scheme | p50 ms | p95 ms | checks/s |
|---|---:|---:|---:|
${passwords.rows.map((r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.perSecond.toFixed(1)} |`).join('\n')}

## Reading these numbers

- The list calls run two SQL statements (the page with its review aggregates, then the categories of that page's
  goods); the gap to the baseline is mostly those round trips on 2 cores shared by the server, PostgreSQL and the
  load generator.
- The storefront's first load is the router, Redux Toolkit, redux-persist and the shell; every screen
  is its own lazy chunk, the drawers load when first opened, and Pretendard's CSS (the dynamic-subset file, so the
  browser fetches only the glyph ranges a page uses) loads after the first paint, and the entry's own CSS is
  written into \`index.html\`, so the first paint waits for no stylesheet. The server sends the build and
  the images brotli-compressed from files made at build time.
- Lighthouse's mobile scores depend on the CPU more than on anything the shop does: its simulation multiplies the
  main-thread time it observed by 4, so on a busy machine even the bare page loses points to blocking time. The
  layout shift and the largest-paint element do not depend on the machine.
- Password checks are the most expensive thing the server does on purpose. Their rate is the ceiling of logins a
  second on this machine, and what an attacker spraying logins from many addresses can make the server spend;
  docs/decisions.md ("Passwords") says which setting the shop uses and why.
`;
// Sections other scripts write (the same-SQL comparison, the test suite's stages) are carried over.
writeFileSync(`${ROOT}docs/benchmarks.md`, md.trimEnd() + '\n' + keptSections());
console.log(md);
if (storefront.antdInFirstLoad) process.exit(1);
