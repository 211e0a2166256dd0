import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { installSecurityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://t1.daumcdn.net'] } }, crossOriginEmbedderPolicy: false };

async function server(build: (options: HelmetOptions) => ReturnType<typeof helmet> = helmet) {
  const fastify = Fastify();
  installSecurityHeaders(fastify, OPTIONS, build);
  fastify.get('/goods', async () => ({ goods: [] }));
  fastify.get('/fails', async () => {
    throw new Error('boom');
  });
  await fastify.ready();
  return fastify;
}

describe('security headers', () => {
  it('sends helmet headers with the configured CSP on answers, 404s and errors alike', async () => {
    const fastify = await server();
    for (const [url, status] of [['/goods', 200], ['/nowhere', 404], ['/fails', 500]] as const) {
      const response = await fastify.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://t1.daumcdn.net");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    await fastify.close();
  });

  it('builds helmet once at start, not per request', async () => {
    const build = jest.fn((options: HelmetOptions) => helmet(options));
    const fastify = await server(build);
    for (let i = 0; i < 3; i += 1) await fastify.inject({ method: 'GET', url: '/goods' });
    expect(build).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledWith(OPTIONS);
    await fastify.close();
  });
});
