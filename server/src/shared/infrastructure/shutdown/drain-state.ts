/**
 * Set when the process has been asked to stop (SIGTERM/SIGINT, main.ts): /health/ready answers 503 at once so the
 * load balancer takes this instance out, while requests are still served for SHUTDOWN_DRAIN_MS.
 */
export const drainState = { draining: false };
