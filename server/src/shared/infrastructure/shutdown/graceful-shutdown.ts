import { drainState } from './drain-state';

interface Closable {
  /**
   * Closes the HTTP server (Fastify's close: no new connections, idle ones closed, in-flight requests answered),
   * before `close` runs the shutdown hooks; absent where nothing listens (the worker).
   */
  closeHttp?(): Promise<unknown>;
  /** The app's own close: every shutdown hook (the job engine stops, the pool closes). */
  close(): Promise<unknown>;
}

interface ShutdownOptions {
  drainMs: number;
  timeoutMs: number;
  log: (message: string) => void;
  exit: (code: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The drain on SIGTERM: readiness answers 503 at once, requests are still served for `drainMs` (the load balancer
 * notices; each answer says `Connection: close`, close-while-draining.ts), then the HTTP server closes (Fastify stops
 * accepting, closes idle keep-alive sockets, lets in-flight requests finish) and only then the app (its shutdown
 * hooks stop the job engine and close the pool), so a request answered during the close can still enqueue its jobs
 * (an approval's order text). Then the process exits; past `timeoutMs` it exits with 1 anyway.
 */
export async function drainAndClose(app: Closable, options: ShutdownOptions): Promise<void> {
  const wait = options.wait ?? sleep;
  drainState.draining = true;
  const deadline = setTimeout(() => {
    options.log(`shutdown took longer than SHUTDOWN_TIMEOUT_MS (${options.timeoutMs} ms): exiting`);
    options.exit(1);
  }, options.timeoutMs);
  deadline.unref();
  options.log(`draining for ${options.drainMs} ms: /health/ready answers 503`);
  await wait(options.drainMs);
  await app.closeHttp?.();
  await app.close();
  clearTimeout(deadline);
  options.exit(0);
}
