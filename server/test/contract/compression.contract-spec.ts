import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp } from '../support/test-app';

/** The answer's bytes, as superagent decoded them by its Content-Encoding (no JSON parsing). */
function raw(call: request.Test): Promise<request.Response & { body: Buffer }> {
  return call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  }) as unknown as Promise<request.Response & { body: Buffer }>;
}

describe('compression', () => {
  let app: NestFastifyApplication;
  let dist: string;
  const PLAIN = `console.log(${JSON.stringify('plain '.repeat(400))});`;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    // A client build as the client's build step leaves it: each asset with its .br and .gz beside it (different
    // contents here, so the test sees which file was served), and one asset without them.
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-compressed-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), PLAIN);
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('served the .br file'));
    writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync('served the .gz file'));
    writeFileSync(join(dist, 'assets', 'lonely-5678.js'), 'console.log("no precompressed twin")');
    app = await createTestApp({ CLIENT_DIST: dist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('API answers', () => {
    const bigAnswer = () => request(server()).get('/api/goods/category.php').query({ categoryId: 4, page: 0, size: 50 });

    it('above 1 KiB are brotli or gzip by Accept-Encoding, and say Vary: Accept-Encoding', async () => {
      const plain = await bigAnswer().set('accept-encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
      ] as const) {
        const answer = await raw(bigAnswer().set('accept-encoding', accept));
        expect({ accept, encoding: answer.headers['content-encoding'] }).toEqual({ accept, encoding });
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        // superagent decoded it by that encoding: the same answer.
        expect(JSON.parse(answer.body.toString('utf8'))).toEqual(plain.body);
      }
    });

    it('small ones go as they are', async () => {
      const answer = await request(server()).get('/api/csrf-token').set('accept-encoding', 'br, gzip').expect(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('built files', () => {
    it('are served from their .br or .gz twin by Accept-Encoding, with Vary', async () => {
      const br = await request(server()).get('/assets/app-1234.js').set('accept-encoding', 'br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.text).toBe('served the .br file');
      const gz = await request(server()).get('/assets/app-1234.js').set('accept-encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe('served the .gz file');
      expect(gz.headers['cache-control']).toContain('immutable');
    });

    it('fall back to the plain file', async () => {
      const identity = await request(server()).get('/assets/app-1234.js').set('accept-encoding', 'identity').expect(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.text).toBe(PLAIN);
      const lonely = await request(server()).get('/assets/lonely-5678.js').set('accept-encoding', 'br').expect(200);
      expect(lonely.text).toBe('console.log("no precompressed twin")');
    });
  });
});
