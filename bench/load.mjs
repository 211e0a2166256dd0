// A bounded closed-loop load generator on loopback: `concurrency` workers send `total` requests in all.
import http from 'node:http';

export async function measure(url, { total = 2000, concurrency = 16, headers = {}, expectStatus = 200 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let sent = 0;
  let failures = 0;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== expectStatus) failures += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  // warm-up: JIT, connection pool, PostgreSQL plan cache
  for (let i = 0; i < 50; i += 1) await once();
  latencies.length = 0;
  const startedAt = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total) {
        sent += 1;
        await once();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { requests: latencies.length, failures, rps: latencies.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}
