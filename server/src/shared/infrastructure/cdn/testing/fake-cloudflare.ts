import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Just enough of Cloudflare's API on 127.0.0.1: POST /client/v4/zones/<zone>/purge_cache with the zone's bearer
 * token records the purge and answers `{ success: true, ... }`; a wrong token answers 403 with Cloudflare's error
 * shape (code 10000, Authentication error), and `failing` answers 500 (code 1101) to everything.
 */
export class FakeCloudflare {
  readonly purges: { zone: string; body: unknown }[] = [];
  failing = false;
  /** http://127.0.0.1:<port>/client/v4, once started. */
  apiBase = '';
  private server!: Server;

  constructor(
    private readonly zoneId: string,
    private readonly apiToken: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        const match = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(new URL(req.url ?? '/', 'http://fake').pathname);
        if (this.failing) return answer(500, { success: false, errors: [{ code: 1101, message: 'Internal error' }], messages: [], result: null });
        if (req.method !== 'POST' || !match || match[1] !== this.zoneId) return answer(404, { success: false, errors: [{ code: 7003, message: 'Could not route' }], messages: [], result: null });
        if (req.headers.authorization !== `Bearer ${this.apiToken}`) return answer(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null });
        this.purges.push({ zone: match[1], body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') });
        return answer(200, { success: true, errors: [], messages: [], result: { id: `purge-${this.purges.length}` } });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.apiBase = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/client/v4`;
    return this.apiBase;
  }

  /** The tags purged so far, in order. */
  purgedTags(): string[] {
    return this.purges.flatMap((purge) => (purge.body as { tags?: string[] }).tags ?? []);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
