import Fastify from 'fastify';
import { warnOnUntrustedForwardedFor } from './untrusted-forwarded-for';

async function serverWith(trustProxy: boolean | string) {
  const warnings: string[] = [];
  const fastify = Fastify({ trustProxy });
  warnOnUntrustedForwardedFor(fastify, (message) => warnings.push(message));
  fastify.get('/', async () => 'ok');
  await fastify.ready();
  return { fastify, warnings };
}

describe('warnOnUntrustedForwardedFor', () => {
  it('names TRUST_PROXY once when X-Forwarded-For arrives untrusted, however many requests follow', async () => {
    const { fastify, warnings } = await serverWith(false);
    await fastify.inject({ url: '/' });
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i += 1) await fastify.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUST_PROXY');
    await fastify.close();
  });

  it('stays quiet when the proxy is trusted', async () => {
    const { fastify, warnings } = await serverWith(true);
    await fastify.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings).toEqual([]);
    await fastify.close();
  });

  it('stays quiet when a trusted proxy forwards for a client at the same address as itself', async () => {
    const { fastify, warnings } = await serverWith('127.0.0.1');
    await fastify.inject({ url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(warnings).toEqual([]);
    await fastify.inject({ url: '/', remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(warnings).toHaveLength(1);
    await fastify.close();
  });
});
