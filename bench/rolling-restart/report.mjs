// The rolling restart's section of docs/benchmarks.md, from what the run recorded.
import os from 'node:os';

const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
const seconds = (value) => (value / 1000).toFixed(1);
const span = (values, digits = 0) => {
  const known = values.filter((value) => value !== null && value !== undefined);
  if (known.length === 0) return 'n/a';
  const [low, high] = [Math.min(...known).toFixed(digits), Math.max(...known).toFixed(digits)];
  return low === high ? low : `${low}–${high}`;
};
const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const ok = (outcome) => outcome.status >= 200 && outcome.status < 400;

/** One row per phase: requests by outcome (as the proxy finished them), latency, checkouts ended in it. */
function phaseRows(phases, outcomes, results) {
  const phaseOf = (outcome) => phases.at(outcome.finishedAt)?.name ?? 'before';
  const rows = phases.list.map((phase) => {
    const mine = outcomes.filter((outcome) => phaseOf(outcome) === phase.name);
    const times = mine.map((outcome) => outcome.finishedAt - outcome.startedAt).sort((a, b) => a - b);
    const checkouts = results.filter((result) => result.phase === phase.name);
    return {
      phase: phase.name,
      seconds: (phase.end - phase.start) / 1000,
      requests: mine.length,
      ok: mine.filter(ok).length,
      client: mine.filter((o) => o.status >= 400 && o.status < 500).length,
      shop5xx: mine.filter((o) => o.status >= 500 && !o.error).length,
      connection: mine.filter((o) => o.status === 502 && o.error).length,
      none: mine.filter((o) => o.error === 'NO_UPSTREAM').length,
      dropped: mine.filter((o) => o.status === 0).length,
      retried: mine.filter((o) => o.retried).length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? null,
      checkouts: checkouts.length,
      paid: checkouts.filter((result) => result.step === 'paid').length,
    };
  });
  const all = outcomes.map((outcome) => outcome.finishedAt - outcome.startedAt).sort((a, b) => a - b);
  const total = { phase: '**all**', seconds: rows.reduce((sum, row) => sum + row.seconds, 0), p50: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1) ?? null };
  for (const key of ['requests', 'ok', 'client', 'shop5xx', 'connection', 'none', 'dropped', 'retried', 'checkouts', 'paid']) total[key] = rows.reduce((sum, row) => sum + row[key], 0);
  return { rows, total, phaseOf };
}

function phaseTable(rows, total) {
  const line = (row) =>
    `| ${row.phase} | ${row.seconds.toFixed(1)} | ${row.requests} | ${(row.requests / row.seconds).toFixed(1)} | ${row.ok} | ${row.client} | ${row.shop5xx} | ${row.connection} | ${row.none} | ${row.dropped} | ${row.retried} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.checkouts} | ${row.paid} |`;
  return [
    '| phase | s | requests | req/s | ok | 4xx | 5xx from the shop | 502: connection to the instance failed | 503: none in rotation | dropped mid-answer | GETs retried, then answered | p50 ms | p95 ms | max ms | checkouts ended | paid |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(line),
    line(total),
  ].join('\n');
}

function stepTable(steps) {
  return [
    '| step | instance | requests in flight to it at the signal | out of rotation after ms | approval in flight across the close: answered after ms | exited after ms (how) | idle keep-alive connection closed by the server after ms | new process ready in s | then in rotation after ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map(
      (step) =>
        `| ${step.kind === 'SIGTERM' ? 'rolling restart (SIGTERM)' : 'kill -9 (SIGKILL)'} | ${step.instance} | ${step.inFlight} | ${step.alreadyOut ? 'already out' : ms(step.out)} | ${step.probe ? `${ms(step.probe.after)} (${step.probe.paid ? 'paid' : (step.probe.error ?? step.probe.status)})` : '–'} | ${ms(step.exit)} (${step.exitCode === 0 ? 'code 0' : step.exitCode}) | ${step.kind === 'SIGTERM' ? ms(step.heldClosed) : '–'} | ${seconds(step.ready)} | ${ms(step.back)} |`,
    ),
  ].join('\n');
}

/** Failed requests grouped: "phase: METHOD path → status (error from instance n) × count". */
function failureList(outcomes, phaseOf) {
  const groups = new Map();
  for (const o of outcomes.filter((outcome) => !ok(outcome) && !(outcome.status >= 400 && outcome.status < 500 && !outcome.error))) {
    const result = /"result":"(\d+)"/.exec(o.body ?? '')?.[1];
    const what = o.error ? (o.error === 'NO_UPSTREAM' ? 'no instance in rotation' : `${o.error} from instance ${o.upstream + 1}`) : `from instance ${o.upstream + 1}${result ? `, result ${result}` : ''}`;
    const key = `${phaseOf(o)}: ${o.method} ${o.path.split('?')[0]} → ${o.status === 0 ? 'dropped' : o.status} (${what})`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, count]) => `${key}${count > 1 ? ` × ${count}` : ''}`);
}

/** What became of the approval in flight across each close, and what it did to the exit. */
function probeText(restarts, setup) {
  const probed = restarts.filter((step) => step.probe);
  if (probed.length === 0) return '';
  const paid = probed.filter((step) => step.probe.paid).length;
  const slow = probed.filter((step) => step.exit > setup.drainMs + 5000);
  return (
    `Each time, a card approval posted straight to the instance 100 ms after its SIGTERM, which NicePay's stand-in answered only ${setup.drainMs + 1000} ms later (after the drain, so while the server was closing), ` +
    `came back after ${span(probed.map((step) => step.probe.after))} ms: ${paid} of ${probed.length} paid.` +
    (slow.length === 0
      ? ' The close waited for it and then exited.'
      : ` But ${slow.map((step) => `instance ${step.instance}`).join(' and ')} exited only ${span(slow.map((step) => step.exit))} ms after the signal (${[...new Set(slow.map((step) => (step.exitCode === 1 ? 'code 1: SHUTDOWN_TIMEOUT_MS ran out' : `how: ${step.exitCode}`)))].join(', ')}): the connection that approval came on was answered with Connection: keep-alive and stayed open once it was idle (Fastify's close, forceCloseConnections 'idle', closes only the connections idle when it starts), so the close waited for it until the shutdown time-out.`)
  );
}

/** The proxy's retries: how many, of which errors, and when against the SIGKILL. */
function retryText(retries, kill) {
  if (retries.length === 0) return 'none in the whole run';
  const codes = new Map();
  for (const retry of retries) codes.set(retry.error, (codes.get(retry.error) ?? 0) + 1);
  const after = retries.map((retry) => retry.at - kill.at);
  return `${retries.length} in the whole run: ${[...codes].map(([code, count]) => `${code} × ${count}`).join(', ')}; ${span(after)} ms after the SIGKILL`;
}

const lagText = (lag) => (lag.jobs === 0 ? 'n/a' : `${Number(lag.p50).toFixed(1)} s at the median, ${Number(lag.p95).toFixed(1)} s at p95 and ${Number(lag.max).toFixed(1)} s at most (${lag.jobs} jobs)`);

/** Checkouts not paid, grouped: "phase, at the step: error × count" (an order's number named when it was saved). */
function checkoutFailures(failed) {
  const groups = new Map();
  for (const result of failed) {
    const key = `${result.phase}, at the ${result.step} step${result.orderNumber ? ` of order ${result.orderNumber}` : ''}: ${result.error}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([key, count]) => `${key}${count > 1 ? ` × ${count}` : ''}`);
}

/** The section's markdown. `setup` names the run's settings; the rest is what the run recorded. */
export function report(setup, { phases, outcomes, results, steps, side, sideRequests, db, settledIn, proxy, providers, loadAverage }) {
  const { rows, total, phaseOf } = phaseRows(phases, outcomes, results);
  const start = phases.list[0].start;
  const wholeRun = phases.list.at(-1).end - start;
  const restarts = steps.filter((step) => step.kind === 'SIGTERM');
  const kill = steps.find((step) => step.kind === 'SIGKILL');
  const phaseA = rows.filter((row) => row.phase.startsWith('A:'));
  const failures = failureList(outcomes, phaseOf);
  const failedCheckouts = results.filter((result) => result.step !== 'paid');
  const events = proxy.events
    .filter((event) => event.at >= start)
    .map((event) => `${seconds(event.at - start)} s instance ${event.upstream + 1} ${event.healthy ? 'in' : `out (${event.reason})`}`)
    .join(', ');
  const timeouts = proxy.failedChecks.filter((check) => check.at >= start && check.reason === 'TIMEOUT');
  const probes = new Set(restarts.map((step) => step.probe?.orderNumber).filter(Boolean));
  const jobs = db.jobs.map((row) => `${row.name} ${row.state} ${row.count}`).join(', ') || 'none';

  const intro =
    `Measured by \`npm run bench:restart\` (\`bench/rolling-restart.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node.js ${process.version}, PostgreSQL on the same machine; everything ran on these cores (the load, the proxy, both servers, the stand-ins, PostgreSQL), and the machine was shared with other jobs (1-minute load average ${loadAverage.map((value) => value.toFixed(1)).join(' at the start, ')} at the end). ` +
    `Two instances of the built shop (\`server/dist/main.js\`), two processes on one fresh database, **NODE_ENV=production** with what production demands: PUBLIC_URL ${setup.publicUrl}, SEED_DEMO=false, the CSRF, JWT and two-factor keys shared, PAYMENT_GATEWAY=nicepay (NICEPAY_MODE=test) and SMS_PROVIDER=solapi pointed at local stand-ins (\`bench/rolling-restart/providers.mjs\`: an approval answers in ${setup.approvalDelayMs} ms, a text in ${setup.textDelayMs} ms), local files with FILE_STORAGE_SINGLE_MACHINE=true (one machine here), TRUST_PROXY=127.0.0.1, SHUTDOWN_DRAIN_MS=${setup.drainMs}, jobs in both processes (WORKER_IN_PROCESS's default). ` +
    `The database was made, migrated and given the demo catalog by a NODE_ENV=test process that stopped before these started (production neither seeds nor migrates on start). ` +
    `In front, \`bench/round-robin-proxy.mjs\` as the load balancer: round robin, a keep-alive pool to each instance, X-Forwarded-Proto https; a health check of \`${setup.health.path}\` every ${setup.health.intervalMs} ms on a new connection (${setup.health.timeoutMs} ms time-out) takes an instance out after ${setup.health.downAfter} failures in a row (503, refused, no answer) and back after ${setup.health.upAfter} answers of 200; a GET or HEAD whose connection to an instance fails before an answer (refused, reset) is sent once more to the other instance (counted as retried), a POST never is. ` +
    `The load, ${seconds(wholeRun)} s without a pause: ${setup.browsePerSecond} browsing GETs a second at a fixed rate whatever the answer times (a category list 30 %, a goods page 45 %, a search 25 %) and ${setup.checkoutLoops} checkout loops, each an order every ${setup.checkoutEveryMs / 1000} s for ${setup.members} members in turn (quote, payment id, order, then the signed return as NicePay's window posts it, which the shop approves with the stand-in: about 5 requests); ${(total.requests / (wholeRun / 1000)).toFixed(1)} requests a second on average through the proxy. ` +
    `Phase A: SIGTERM to instance 1, its exit awaited, a new process on the same port, until the proxy routes to it; ${setup.steadyBetweenMs / 1000} s; the same for instance 2. Just before each SIGTERM a fifth member places an order, and 100 ms after it that order's return is posted straight to the instance, its approval answered by the stand-in only after the drain: a payment in flight when the close begins. Phase B: SIGKILL to instance 2 ${kill?.textInFlight ? 'at a moment it had a confirmation text in flight at the Solapi stand-in (one of its jobs active: the worst case for jobs)' : 'after waiting in vain for a moment it had a text in flight'}, ${setup.oneInstanceMs / 1000} s on one instance, then a new process. A request counts in the phase in which the proxy finished it, a checkout in the phase it ended in.`;

  const phaseAText = phaseA.every((row) => row.requests === row.ok + row.client)
    ? `Every one of the ${phaseA.reduce((sum, row) => sum + row.requests, 0)} requests of phase A was answered without a 5xx or a connection error (${phaseA.reduce((sum, row) => sum + row.retried, 0)} GETs needed the proxy's retry), and ${phaseA.reduce((sum, row) => sum + row.paid, 0)} of its ${phaseA.reduce((sum, row) => sum + row.checkouts, 0)} checkouts were paid.`
    : `Not every request of phase A came through: ${phaseA.filter((row) => row.requests !== row.ok + row.client).map((row) => `${row.phase}: ${row.shop5xx} 5xx from the shop, ${row.connection} connection failures, ${row.none} with no instance in rotation, ${row.dropped} dropped`).join('; ')}.` +
      (phaseA.some((row) => row.none > 0) && timeouts.length > 0
        ? ` No instance was in rotation when the one left carrying the whole load answered ${setup.health.downAfter} health checks in a row too late (over ${setup.health.timeoutMs} ms, while the new process booted on the same cores; see the health-check changes below), so the balancer took it out too.`
        : '');
  const restartText =
    `**Rolling restart:** the health check took ${restarts.some((s) => s.alreadyOut) ? 'the instances still in rotation' : 'each instance'} out ${span(restarts.filter((s) => !s.alreadyOut).map((s) => s.out))} ms after its SIGTERM (/health/ready answers 503 at once), while it still served what reached it${restarts.some((s) => s.alreadyOut) ? ` (instance ${restarts.filter((s) => s.alreadyOut).map((s) => s.instance).join(' and ')} had already been taken out by failed checks when it got its SIGTERM)` : ''}; it exited ${span(restarts.map((s) => s.exit))} ms after the signal (the ${setup.drainMs} ms drain, then the close), with code ${span(restarts.map((s) => (typeof s.exitCode === 'number' ? s.exitCode : null)))}. ` +
    `An idle keep-alive connection held open straight to it was closed by the server ${span(restarts.map((s) => s.heldClosed))} ms after the signal (at the close, after the drain)${restarts.every((s) => s.heldClosed !== null && s.heldClosed <= setup.drainMs + 1000) ? ': an idle connection no longer keeps the process alive' : ''}. ` +
    `${probeText(restarts, setup)} ` +
    `A new process was ready ${span(restarts.map((s) => s.ready / 1000), 1)} s after its start (this machine, busy), and in rotation ${span(restarts.map((s) => s.back))} ms later. ${phaseAText}`;
  const killText = kill
    ? `**kill -9:** the proxy took the killed instance out ${ms(kill.out)} ms after the SIGKILL (${setup.health.downAfter} refused checks); at the signal ${kill.inFlight} request(s) were in flight to it and ${kill.approvalsInFlight} card approval(s) at the NicePay stand-in. ` +
      `Until it was out, what the proxy sent it failed on the connection: GETs were sent again to the other instance (${retryText(proxy.retries, kill)}), POSTs were answered 502. The new process was ready ${seconds(kill.ready)} s after its start.`
    : '';
  const healthText = `Health-check changes (seconds from the start of the load): ${events || 'none'}.${timeouts.length ? ` ${timeouts.length} check(s) got no answer within ${setup.health.timeoutMs} ms (${[...new Set(timeouts.map((check) => `instance ${check.upstream + 1}`))].join(', ')}).` : ''}`;
  const failureText =
    `${failures.length === 0 ? 'No request failed in the whole run.' : `Every failed request (5xx, connection errors, none in rotation), by phase: ${failures.join('; ')}.`} ` +
    `${failedCheckouts.length === 0 ? `All ${results.length} checkouts were paid.` : `Checkouts not paid (${failedCheckouts.length} of ${results.length}): ${checkoutFailures(failedCheckouts).join('; ')}.`} ` +
    `From the load's side ${sideRequests} requests, ${side.unanswered.length} without a whole answer from the proxy${side.unanswered.length ? ` (${side.unanswered.map((u) => `${u.phase}: ${u.method} ${u.path.split('?')[0]}: ${u.error}`).join('; ')})` : ''}, ${side.skipped} browsing GETs skipped (${setup.maxOutstanding} unanswered already).`;
  const dbText =
    `**The database afterwards** (once the load stopped and the jobs were worked off, ${seconds(settledIn)} s later): the members have ${db.orders} orders (${Object.entries(db.byStatus)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ')}); ${db.paidOnce} paid with exactly one payment, ${db.cleanlyUnpaid} unpaid with none, ${db.wrong.length} otherwise${db.wrong.length ? ` (${db.wrong.map((order) => `${order.order_number} ${order.status} with ${order.payments} payments`).join('; ')})` : ''}. ` +
    `${db.approving.length === 0 ? 'None is left PAYMENT_APPROVING.' : `Left PAYMENT_APPROVING: ${db.approving.map((order) => order.order_number).join(', ')}: its approval was under way when its process died; the reconciliation (the \`payments.reconcile-approvals\` job, every PAYMENT_RECONCILE_INTERVAL_MINUTES, default 5) cancels it at the provider and fails the order at its first run once the claim is 10 minutes old.`} ` +
    `The NicePay stand-in approved ${db.approved} payments; ${db.approvedUnrecorded.length === 0 ? 'each is the one payment of a paid order' : `${db.approvedUnrecorded.length} not recorded by the shop (money taken for an order not marked paid, until the reconciliation cancels it): ${db.approvedUnrecorded.map((a) => `${a.orderId} by ${a.process}`).join(', ')}`}; ${providers.cancels.length} cancels and ${providers.netCancels.length} network cancels were asked. ` +
    `Confirmation texts per paid order at the Solapi stand-in: ${db.texted.once} once, ${db.texted.none} none, ${db.texted.more} more than once. pg-boss jobs made during the run, by name and state: ${jobs}. ` +
    (db.noJob.length === 0
      ? 'Every paid order got its text job. '
      : `${db.noJob.length} paid order(s) never got a text job: ${db.noJob.map((number) => `${number}${probes.has(number) ? ' (an approval across a close)' : ''}`).join(', ')}${db.noJob.every((number) => probes.has(number)) ? ': their approvals committed while the server was closing, after the job queue had stopped (Nest stops pg-boss in beforeApplicationShutdown, before it closes the HTTP server), so the enqueue after the commit failed ("the job queue has stopped") and the text is lost' : ''}. `) +
    `A confirmation text's job waited ${lagText(db.lag)} in the queue before a process took it (its first try): each process's worker works one job of a queue at a time and takes the next at once while any is waiting, waiting its polling interval (2 s in production) only when the queue was empty (\`pg-boss-job-queue.ts\`), against ${(results.length / (wholeRun / 1000)).toFixed(2)} checkouts a second here; what was still queued when the load stopped took ${seconds(settledIn)} s to work off. ` +
    (db.retried.length === 0
      ? 'No job was tried twice. '
      : `Tried more than once: ${db.retried.map((job) => `${job.name} of order ${job.order_number ?? '?'} (${job.retry_count + 1} tries, ${job.state}${job.completed_on && kill?.atWall ? ` ${seconds(job.completed_on.getTime() - kill.atWall)} s after the kill` : ''}; expiry ${job.expire_seconds} s)`).join('; ')}: a try its process was killed in the middle of stays active until its expiry, then pg-boss's supervisor (every 30 s) fails it and a live process runs it again${kill?.textInFlight ? ', sending that text a second time (the stand-in had it before the kill)' : ''}. `) +
    (db.active.length === 0
      ? 'None is still active.'
      : `Still active: ${db.active.map((job) => `${job.name} of order ${job.order_number ?? '?'} (started ${job.started_on.toISOString().slice(11, 19)} UTC, expires ${job.expires_on.toISOString().slice(11, 19)})`).join('; ')}. ${db.jobs.some((row) => row.state === 'created' || row.state === 'retry') ? 'Some jobs were still waiting at the end.' : 'No job was left waiting in the queue.'}`);

  return [intro, phaseTable(rows, total), stepTable(steps), [restartText, killText, healthText].filter(Boolean).join(' '), failureText, dbText].join('\n\n');
}
