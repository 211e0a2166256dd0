// The benches' load balancer: a round-robin reverse proxy in front of the shop's instances (bench/checkout-instances.mjs
// with its defaults: no health check, no retries; bench/rolling-restart.mjs with a health check and one retry of GETs).
import { Agent, createServer, get, request as forward } from 'node:http';

/** Methods a load balancer may send again after a connection error: they change nothing (nginx's default too). */
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * One check of `port`'s `path` on a connection of its own (as a load balancer's checker): true on 200, false on any
 * other status, a connection error or no answer within `timeoutMs`. Answers [healthy, reason].
 */
function check(port, path, timeoutMs) {
  return new Promise((resolve) => {
    const asked = get({ host: '127.0.0.1', port, path, agent: false, timeout: timeoutMs }, (answer) => {
      answer.resume();
      resolve([answer.statusCode === 200, `HTTP ${answer.statusCode}`]);
    });
    asked.on('timeout', () => asked.destroy(Object.assign(new Error('no answer'), { code: 'TIMEOUT' })));
    asked.on('error', (error) => resolve([false, error.code ?? error.message]));
  });
}

/**
 * A round-robin reverse proxy on 127.0.0.1:`port` in front of `upstreams` (ports), no stickiness, with a keep-alive
 * pool per upstream. It appends the connecting address to X-Forwarded-For as a load balancer does, so with
 * TRUST_PROXY=127.0.0.1 the shop sees each client's own address (bench/checkout.mjs names one per member). Host is
 * passed on unchanged: the shop builds the payment return URL from it. Counts requests (`served`) and 5xx answers or
 * connection errors (`failed`) per upstream.
 *
 * Options, all off by default:
 * - `healthCheck` { path, intervalMs, timeoutMs, downAfter, upAfter }: every `intervalMs` each upstream's `path` is
 *   asked on a new connection (a check still unanswered is not asked again); `downAfter` failures in a row (an answer
 *   other than 200, a connection error, or no answer within `timeoutMs`) take the upstream out of the rotation,
 *   `upAfter` 200s in a row put it back. With no upstream in, the proxy answers 503 itself. `events` lists the changes.
 * - `retryIdempotent`: a GET or HEAD whose upstream connection fails before an answer came back (refused, reset,
 *   closed) is sent once more, to the next upstream in the rotation; `retries` lists each one ({ at, method, path,
 *   from, to, error }). Other methods never.
 * - `forwardedProto`: set as X-Forwarded-Proto (a load balancer that ends TLS says "https").
 * - `onFinished(outcome)`: called once per request with { method, path, startedAt, upstream, status, error, retried }; `status`
 *   is what the proxy answered (0 when it could only drop the connection), `error` the upstream's error code, if any,
 *   and a 5xx answer's `body` (its first 200 characters).
 */
export async function startProxy(upstreams, port, { healthCheck = null, retryIdempotent = false, forwardedProto = null, onFinished = () => undefined } = {}) {
  const agents = upstreams.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));
  const served = upstreams.map(() => 0);
  const failed = upstreams.map(() => 0);
  const inFlight = upstreams.map(() => 0);
  const healthy = upstreams.map(() => true);
  const okInARow = upstreams.map(() => 0);
  const failedInARow = upstreams.map(() => 0);
  const events = [];
  const failedChecks = [];
  const retries = [];
  let next = 0;

  /** The next upstream in the rotation that is in (not `except`), or -1. */
  const pick = (except = -1) => {
    for (let tried = 0; tried < upstreams.length; tried += 1) {
      const index = next;
      next = (next + 1) % upstreams.length;
      if (index !== except && healthy[index]) return index;
    }
    return -1;
  };

  const server = createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...incoming.headers, 'x-forwarded-for': forwardedFor, ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}) };
    const idempotent = IDEMPOTENT.has(incoming.method);
    const startedAt = performance.now();
    let done = false;
    const finish = (outcome) => {
      if (done) return;
      done = true;
      onFinished({ method: incoming.method, path: incoming.url, startedAt, ...outcome });
    };

    const send = (index, retried) => {
      served[index] += 1;
      inFlight[index] += 1;
      let answered = false;
      let settled = false;
      const settle = () => {
        if (!settled) inFlight[index] -= 1;
        settled = true;
      };
      const upstream = forward({ host: '127.0.0.1', port: upstreams[index], agent: agents[index], method: incoming.method, path: incoming.url, headers }, (answer) => {
        answered = true;
        const status = answer.statusCode ?? 502;
        if (status >= 500) failed[index] += 1;
        outgoing.writeHead(status, answer.headers);
        answer.pipe(outgoing);
        // The start of a 5xx answer's body, to say what failed.
        let body = '';
        if (status >= 500) answer.on('data', (chunk) => (body = (body + chunk).slice(0, 200)));
        answer.on('end', () => {
          settle();
          finish({ upstream: index, status, error: null, retried, ...(status >= 500 ? { body } : {}) });
        });
        answer.on('error', (error) => {
          settle();
          outgoing.destroy();
          finish({ upstream: index, status: 0, error: error.code ?? 'RESPONSE_ABORTED', retried });
        });
      });
      upstream.on('error', (error) => {
        settle();
        const code = error.code ?? error.message;
        if (answered) {
          outgoing.destroy();
          finish({ upstream: index, status: 0, error: code, retried });
          return;
        }
        failed[index] += 1;
        const other = retryIdempotent && idempotent && !retried ? pick(index) : -1;
        if (other >= 0) {
          retries.push({ at: performance.now(), method: incoming.method, path: incoming.url, from: index, to: other, error: code });
          send(other, { from: index, error: code });
          return;
        }
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${code}`);
        finish({ upstream: index, status: 502, error: code, retried });
      });
      if (idempotent) upstream.end();
      else incoming.pipe(upstream);
    };

    const index = pick();
    if (index < 0) {
      outgoing.writeHead(503, { 'content-type': 'text/plain' }).end('no healthy upstream');
      finish({ upstream: -1, status: 503, error: 'NO_UPSTREAM', retried: null });
      return;
    }
    send(index, null);
  });

  let checking = null;
  if (healthCheck) {
    const { path, intervalMs, timeoutMs, downAfter = 1, upAfter = 2 } = healthCheck;
    const pending = upstreams.map(() => false);
    const round = () => {
      upstreams.forEach((upstreamPort, index) => {
        if (pending[index]) return;
        pending[index] = true;
        void check(upstreamPort, path, timeoutMs).then(([ok, reason]) => {
          pending[index] = false;
          if (!ok) {
            okInARow[index] = 0;
            failedInARow[index] += 1;
            failedChecks.push({ at: performance.now(), upstream: index, reason });
            if (healthy[index] && failedInARow[index] >= downAfter) {
              healthy[index] = false;
              events.push({ at: performance.now(), upstream: index, healthy: false, reason });
            }
            return;
          }
          okInARow[index] += 1;
          failedInARow[index] = 0;
          if (!healthy[index] && okInARow[index] >= upAfter) {
            healthy[index] = true;
            events.push({ at: performance.now(), upstream: index, healthy: true, reason });
          }
        });
      });
    };
    round();
    checking = setInterval(round, intervalMs);
  }

  // Idle client connections are kept longer than a client keeps them (undici: the server's hint less a second), as a
  // load balancer's idle timeout (60 s on AWS's) is: the client closes first, never on a request it is sending.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    failed,
    /** Requests sent to each upstream and not answered to the end yet. */
    inFlight,
    healthy,
    /** Changes of the rotation: { at, upstream, healthy, reason }. */
    events,
    /** Every failed health check: { at, upstream, reason }. */
    failedChecks,
    retries,
    /** Resolves once upstream `index` is in (true) or out (false) of the rotation; answers performance.now() then. */
    until: async (index, wanted, timeoutMs = 60_000) => {
      const deadline = performance.now() + timeoutMs;
      while (healthy[index] !== wanted) {
        if (performance.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for the proxy to take upstream ${index} ${wanted ? 'in' : 'out'}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events.findLast((event) => event.upstream === index && event.healthy === wanted)?.at ?? performance.now();
    },
    stop: async () => {
      if (checking) clearInterval(checking);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      for (const agent of agents) agent.destroy();
    },
  };
}
