import { drainState } from './drain-state';

interface Closable {
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
 * notices), then the app closes (Fastify stops accepting, closes idle keep-alive sockets, lets in-flight requests
 * finish; shutdown hooks close the pool) and the process exits. Past `timeoutMs` it exits with 1 anyway.
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
  await app.close();
  clearTimeout(deadline);
  options.exit(0);
}
