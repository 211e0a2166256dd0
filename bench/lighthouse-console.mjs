// Lighthouse (mobile preset: slow 4G, 4x CPU) on the console's first screen, /admin/dashboard, signed in as the owner:
// the metrics, the LCP's phases and where the main thread's time went (issue 20). Run after the client and server builds.
//   node bench/lighthouse-console.mjs                       the repository's client/dist
//   node bench/lighthouse-console.mjs before=/tmp/a after=/tmp/b   one shop per client build on one database, the runs
//                                                           interleaved (before, after, before, ...) so machine load
//                                                           falls on both alike
// LIGHTHOUSE_RUNS: runs per build (default 3); BENCH_PORT: the first shop's port (default 3330);
// LIGHTHOUSE_JSON: also write every run's numbers to this file.
import { writeFileSync } from 'node:fs';
import { startShop } from '../e2e/support/app-server.mjs';
import { ownerSession } from './signed-in-session.mjs';
import { auditOnce, LIGHTHOUSE_RUNS, median, summarize } from './lighthouse.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const PATH = '/admin/dashboard';
const PORT = Number(process.env.BENCH_PORT ?? 3330);
const builds = (process.argv.length > 2 ? process.argv.slice(2) : [`this build=${ROOT}client/dist`]).map((arg) => {
  const at = arg.indexOf('=');
  return at < 0 ? { label: arg, dist: arg } : { label: arg.slice(0, at), dist: arg.slice(at + 1) };
});

const ms = (value) => `${Math.round(value)}`;

/** Per group (or phase), the median over the runs: a run without the group counts as 0. */
function medianBy(samples, entriesOf) {
  const names = [...new Set(samples.flatMap((sample) => entriesOf(sample).map(([name]) => name)))];
  return names
    .map((name) => [name, median(samples.map((sample) => new Map(entriesOf(sample)).get(name) ?? 0))])
    .sort((a, b) => b[1] - a[1]);
}

function report({ label }, samples) {
  const summary = summarize(PATH, samples);
  const middle = [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)];
  const lines = [
    `## ${label}: ${PATH}, median of ${samples.length}`,
    `LCP ${ms(summary.lcp)} ms (${samples.map((s) => ms(s.lcp)).join(', ')}), FCP ${ms(summary.fcp)} ms, TBT ${ms(summary.tbt)} ms, ` +
      `performance ${summary.performance} (${summary.scores.join(', ')}), LCP element ${summary.lcpElement.slice(0, 80)}`,
    `LCP phases: ${medianBy(samples, (s) => Object.entries(s.lcpPhases)).map(([phase, value]) => `${phase} ${ms(value)}`).join(', ')}`,
    `main thread ${ms(median(samples.map((s) => s.mainThreadMs)))} ms: ${medianBy(samples, (s) => s.mainThread.map((g) => [g.group, g.ms]))
      .map(([group, value]) => `${group} ${ms(value)}`)
      .join(', ')}`,
    'scripts (the median-LCP run): total / evaluation / parse ms',
    ...middle.bootup.slice(0, 8).map((b) => `  ${ms(b.total)} / ${ms(b.scripting)} / ${ms(b.parse)}  ${b.url.replace(/^https?:\/\/[^/]+/, '')}`),
  ];
  return lines.join('\n');
}

const shops = [];
try {
  for (const [index, build] of builds.entries()) {
    // The first shop makes the database (demo catalog, the owner); the others serve their build from the same one.
    const shop = await startShop({ port: PORT + index, env: { CLIENT_DIST: build.dist }, databaseUrl: shops[0]?.databaseUrl ?? null });
    shops.push(shop);
    build.url = shop.baseUrl + PATH;
    build.headers = { Cookie: (await ownerSession(shop.baseUrl)).cookie };
    build.samples = [];
  }
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const build of builds) {
      const sample = await auditOnce(build.url, { extraHeaders: build.headers });
      // A refused session ends on the sign-in page: that run would measure the wrong screen.
      if (new URL(sample.finalUrl).pathname !== PATH) throw new Error(`${build.label}: the run ended on ${sample.finalUrl}, not ${PATH}`);
      build.samples.push(sample);
      console.error(`${build.label} run ${run + 1}: LCP ${ms(sample.lcp)} FCP ${ms(sample.fcp)} TBT ${ms(sample.tbt)}`);
    }
  }
} finally {
  // Reverse: the first shop's stop drops the shared database.
  for (const shop of shops.reverse()) await shop.stop();
}
console.log(builds.map((build) => report(build, build.samples)).join('\n\n'));
if (process.env.LIGHTHOUSE_JSON) {
  writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(builds.map(({ label, dist, samples }) => ({ label, dist, samples })), null, 2));
}
