// How the soak is written: the line printed per sample and the "## Soak" markdown (how it was measured, the table, the verdict).
import os from 'node:os';

export const mb = (bytes) => (bytes === null ? 'n/a' : (bytes / 1024 / 1024).toFixed(1));
export const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
export const signed = (value, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

/** One sample on the console while the soak runs. */
export function sampleLine(s) {
  return `${String(s.elapsed).padStart(5)} s  ${String(s.requests).padStart(5)} req  ${s.failed} failed  p95 ${s.p95 === null ? 'n/a' : s.p95.toFixed(1)} ms  heap ${mb(s.heapUsed)} MB  RSS ${mb(s.rss)} MB  pool ${s.pool ?? 'n/a'}  pg ${s.pgConnections}`;
}

/** The section's body: what was measured and how, the samples' table (one a minute past 45 samples) and the verdict's lines. */
export function report(samples, verdict, mix, { sampleSeconds, warmupSeconds, durationMs }) {
  const every = samples.length > 45 ? Math.round(60 / sampleSeconds) : 1;
  const shown = samples.filter((s, index) => index % every === 0 || index === samples.length - 1);
  const cell = (value, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
  const table = [
    '| elapsed s | requests | failed | req/s | p95 ms | heap used MB | heap total MB | RSS MB | pool in use / idle | pool waiting | PostgreSQL connections (active) | event loop p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...shown.map(
      (s) =>
        `| ${s.elapsed}${s.elapsed === 0 ? ' (before the load)' : s.elapsed <= warmupSeconds ? ' (warm-up)' : ''} | ${s.requests} | ${s.failed} | ${cell(s.rps, 1)} | ${cell(s.p95, 1)} | ${mb(s.heapUsed)} | ${mb(s.heapTotal)} | ${mb(s.rss)} | ${cell(s.poolInUse)} / ${cell(s.poolIdle)} | ${cell(s.poolWaiting)} | ${s.pgConnections} (${s.pgActive}) | ${s.lagP99 === null ? 'n/a' : (s.lagP99 * 1000).toFixed(1)} |`,
    ),
  ].join('\n');
  const cpu = os.cpus()[0]?.model?.trim();
  const how =
    `Measured by \`npm run bench:soak\` (\`bench/soak.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores${cpu ? ` (${cpu})` : ''}, Node.js ${process.version}, ` +
    `${plural(durationMs / 60_000, 'minute')} of load on the built shop (\`server/dist/main.js\`, NODE_ENV=test, a fresh database with the demo catalog, PostgreSQL on the same machine), the load generator in this process. ` +
    `The load: ${mix}. Every ${sampleSeconds} s a sample: the interval's requests (counted when answered; failed = no answer or not 2xx/3xx) and p95 (to the last byte); ` +
    `the server's heap used and total, its database pool (in use, idle, waiting) and event-loop lag from its \`GET /metrics\` (prom-client's default metrics and \`shop_db_pool_*\`, METRICS_TOKEN set for the run); ` +
    `its RSS from \`/proc/<pid>/status\` (VmRSS); and PostgreSQL's count of backends on the shop's database from \`pg_stat_activity\` (this script's own connection is to the \`postgres\` database, so not counted). ` +
    `The first ${warmupSeconds} s are the warm-up. The verdict compares the medians of the first and last thirds of the samples after it, and the connections' maximum after it with the warm-up's.` +
    (every > 1 ? ` The table shows one sample a minute (and the last); the verdict uses all ${samples.length}.` : '');
  return `${how}\n\n${table}\n\n${verdict.lines.map((line) => `- ${line}`).join('\n')}`;
}
