import type { FastifyInstance } from 'fastify';

/**
 * Warns once, naming TRUST_PROXY, when a request carries X-Forwarded-For that was not believed (the address Fastify
 * took is the socket's): behind a proxy without TRUST_PROXY every shopper shares the proxy's address, and the per-IP
 * limits lock the whole shop out. Once per process, not per request.
 */
export function warnOnUntrustedForwardedFor(fastify: FastifyInstance, warn: (message: string) => void): void {
  let warned = false;
  fastify.addHook('onRequest', async (request) => {
    if (warned || !request.headers['x-forwarded-for']) return;
    // Fastify lists the socket's address and each forwarded one it believed (`ips`); one address alone means the
    // header was not believed. (Comparing `ip` with the socket's address misread a trusted proxy forwarding for a
    // client on its own machine.)
    if ((request.ips?.length ?? 1) > 1) return;
    warned = true;
    warn(
      `requests arrive with X-Forwarded-For from ${request.socket.remoteAddress ?? 'an unknown address'}, which TRUST_PROXY does not trust: ` +
        'behind a proxy, set TRUST_PROXY to its hops or addresses, or every shopper shares its address and the rate limits lock everyone out',
    );
  });
}
