import Fastify from 'fastify';
import { CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache';
import { installStrongEtags, noneMatchHolds, strongEtagOf } from './strong-etags';

async function server() {
  const fastify = Fastify();
  installStrongEtags(fastify);
  const publicly = { 'cache-control': PUBLIC_CACHE_CONTROL, 'cdn-cache-control': CDN_CACHE_CONTROL, 'cache-tag': 'catalog' };
  fastify.get('/goods', async (_request, reply) => reply.headers(publicly).send({ goods: [1, 2, 3] }));
  fastify.get('/missing', async (_request, reply) => reply.code(404).headers(publicly).send({ result: '4040' }));
  fastify.get('/with-cookie', async (_request, reply) => reply.headers({ ...publicly, 'set-cookie': 'shop_session=abc' }).send({ goods: [] }));
  fastify.get('/image', async (_request, reply) => reply.header('cache-control', 'public, max-age=31536000, immutable').send('bytes'));
  await fastify.ready();
  return fastify;
}

describe('strong ETags on public answers', () => {
  it('gives a strong ETag of the exact body, and 304 without a body while it holds', async () => {
    const fastify = await server();
    const first = await fastify.inject({ method: 'GET', url: '/goods' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(strongEtagOf(first.body));
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const again = await fastify.inject({ method: 'GET', url: '/goods', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const stale = await fastify.inject({ method: 'GET', url: '/goods', headers: { 'if-none-match': '"somethingelse"' } });
    expect(stale.statusCode).toBe(200);
    expect(JSON.parse(stale.body)).toEqual({ goods: [1, 2, 3] });
    await fastify.close();
  });

  it('makes a refusal no-store, and an answer with a cookie private', async () => {
    const fastify = await server();
    const missing = await fastify.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cache-tag']).toBeUndefined();
    expect(missing.headers['cdn-cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();

    const cookie = await fastify.inject({ method: 'GET', url: '/with-cookie' });
    expect(cookie.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(cookie.headers['cache-tag']).toBeUndefined();
    expect(cookie.headers['cdn-cache-control']).toBeUndefined();
    await fastify.close();
  });

  it('leaves answers without a cache tag alone', async () => {
    const fastify = await server();
    const image = await fastify.inject({ method: 'GET', url: '/image', headers: { 'if-none-match': '*' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBeUndefined();
    await fastify.close();
  });

  it('compares If-None-Match lists weakly, as RFC 9110 asks', () => {
    expect(noneMatchHolds('"a", W/"b"', '"b"')).toBe(true);
    expect(noneMatchHolds('*', '"b"')).toBe(true);
    expect(noneMatchHolds('"a"', '"b"')).toBe(false);
    expect(noneMatchHolds(undefined, '"b"')).toBe(false);
  });
});
