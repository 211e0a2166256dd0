import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy on 127.0.0.1 that sends each request to the next upstream in turn (round robin, no retries,
 * no stickiness), as a load balancer in front of several instances would. It sets X-Forwarded-For to the client's
 * own header (the suites name their browser's address) and counts what each upstream served.
 */
export class RoundRobinProxy {
  readonly served: number[];
  private next = 0;
  private server!: Server;

  constructor(private readonly upstreams: readonly number[]) {
    this.served = upstreams.map(() => 0);
  }

  async start(): Promise<string> {
    this.server = createServer((incoming, outgoing) => {
      const index = this.next;
      this.next = (this.next + 1) % this.upstreams.length;
      this.served[index] += 1;
      const upstream = forward(
        { host: '127.0.0.1', port: this.upstreams[index], method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502).end();
        else outgoing.destroy();
      });
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
