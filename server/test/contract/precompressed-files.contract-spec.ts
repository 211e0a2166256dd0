import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { DEMO_IMAGES_DIR } from '../../src/app.factory';
import { createTestApp } from '../support/test-app';


describe('precompressed files: the build and the demo images are sent as the .br/.gz made at build time', () => {
  let app: NestFastifyApplication;
  let dist: string;
  const script = 'console.log("storefront");'.repeat(100);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(script));
    // What the server build does after compiling.
    execFileSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'precompress-images.mjs')], { stdio: 'ignore' });
    app = await createTestApp({ CLIENT_DIST: dist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The answer exactly as sent (an HTTP client would decode it). */
  const get = (url: string, acceptEncoding: string) =>
    app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends a built script brotli-compressed to a browser that accepts it, as is to one that does not', async () => {
    const br = await get('/assets/app-1234.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/app-1234.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.toString()).toBe(script);
  });

  it('sends a demo image brotli-compressed, the same picture once decoded', async () => {
    const svg = readFileSync(join(DEMO_IMAGES_DIR, 'banners', 'home-1.svg'));
    const res = await get('/images/banners/home-1.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.rawPayload.length).toBeLessThan(svg.length / 2);
    expect(brotliDecompressSync(res.rawPayload).equals(svg)).toBe(true);
  });
});
