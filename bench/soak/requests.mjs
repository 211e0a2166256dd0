// Counting the load's requests: the counter (per sample and in all) and the counted member client and GET that feed it.
import { Client } from '../checkout.mjs';

/** Requests completed since the last sample: [milliseconds, failed]. Only while `recording`. */
export class RequestCounter {
  recording = false;
  #interval = [];
  totals = { requests: 0, failed: 0, byStatus: new Map() };

  record(ms, status) {
    if (!this.recording) return;
    const failed = !(status >= 200 && status < 400);
    this.#interval.push([ms, failed]);
    this.totals.requests += 1;
    if (failed) {
      this.totals.failed += 1;
      this.totals.byStatus.set(status, (this.totals.byStatus.get(status) ?? 0) + 1);
    }
  }

  /** The requests completed since the last call, [milliseconds, failed] each; the next interval starts empty. */
  takeInterval() {
    const done = this.#interval;
    this.#interval = [];
    return done;
  }
}

/** bench/checkout.mjs's member browser, each request timed to its last byte and counted by `counter`. */
export class CountedClient extends Client {
  constructor(counter, baseUrl, ip) {
    super(baseUrl, ip);
    this.counter = counter;
  }

  async call(method, path, options) {
    const started = performance.now();
    let response;
    try {
      response = await super.call(method, path, options);
    } catch (error) {
      this.counter.record(performance.now() - started, 0);
      throw error;
    }
    const body = await response.arrayBuffer();
    this.counter.record(performance.now() - started, response.status);
    const empty = [101, 204, 205, 304].includes(response.status);
    return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}

/** A GET as a browser would, timed to its last byte and counted by `counter`; answers [status, text]. */
export async function get(counter, baseUrl, path, headers) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    counter.record(performance.now() - started, response.status);
    return [response.status, text];
  } catch {
    counter.record(performance.now() - started, 0);
    return [0, ''];
  }
}
