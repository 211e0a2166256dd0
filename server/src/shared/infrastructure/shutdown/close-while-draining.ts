import type { FastifyInstance } from 'fastify';
import { drainState } from './drain-state';

/**
 * While the process drains, every answer says `Connection: close`, so the client (a load balancer's keep-alive pool)
 * opens its next connection elsewhere, and a connection busy when the server closes ends with its answer. Without it
 * a request in flight at the close left its keep-alive connection open until the client dropped it, and the close
 * waited for SHUTDOWN_TIMEOUT_MS and exited 1 (measured by bench:restart, docs/benchmarks.md).
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply) => {
    if (drainState.draining) reply.header('connection', 'close');
  });
}
