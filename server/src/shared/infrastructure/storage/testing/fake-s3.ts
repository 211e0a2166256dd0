import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/**
 * Just enough of S3 on 127.0.0.1 for the adapter's unit spec and the multi-instance suite: signed PUT, GET and DELETE by
 * path-style `/<bucket>/<key>` (or 500 for everything while `failing`), and an unsigned GET of a stored object, as a
 * bucket served publicly read-only (the uploads' public URL) answers it.
 */
export class FakeS3 {
  readonly objects = new Map<string, StoredObject>();
  readonly unsigned: string[] = [];
  failing = false;
  /** http://127.0.0.1:<port>, once started. */
  endpoint = '';
  private server!: Server;

  constructor(private readonly accessKeyId: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
        if (req.method === 'GET' && !req.headers.authorization) {
          const object = this.objects.get(path);
          if (!object) res.writeHead(404).end();
          else res.writeHead(200, { 'content-type': String(object.headers['content-type'] ?? 'application/octet-stream') }).end(object.body);
          return;
        }
        if (!req.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${this.accessKeyId}/`) || !req.headers['x-amz-date']) {
          this.unsigned.push(`${req.method} ${path}`);
          res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
          return;
        }
        if (this.failing) {
          res.writeHead(500, { 'content-type': 'application/xml' }).end('<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>');
          return;
        }
        if (req.method === 'PUT') {
          this.objects.set(path, { body: Buffer.concat(chunks), headers: req.headers });
          res.writeHead(200, { etag: '"fake-etag"' }).end();
        } else if (req.method === 'GET') {
          const object = this.objects.get(path);
          if (!object) res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': String(object.headers['content-type'] ?? 'application/octet-stream') }).end(object.body);
        } else if (req.method === 'DELETE') {
          this.objects.delete(path);
          res.writeHead(204).end();
        } else {
          res.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.endpoint;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
