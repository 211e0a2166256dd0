import type { FastifyRequest } from 'fastify';
import { cookiePolicy } from './cookie-policy';

const overHttp = { protocol: 'http' } as FastifyRequest;
const overHttps = { protocol: 'https' } as FastifyRequest;

describe('cookiePolicy', () => {
  it('in production names every cookie __Host- and makes it Secure even when the request looks like http', () => {
    const policy = cookiePolicy('production');
    expect(policy.name('session')).toBe('__Host-shop_session');
    expect(policy.name('csrf')).toBe('__Host-shop_csrf');
    expect(policy.secure(overHttp)).toBe(true);
  });

  it('elsewhere keeps the plain names, Secure only over https', () => {
    for (const nodeEnv of ['development', 'test'] as const) {
      const policy = cookiePolicy(nodeEnv);
      expect(policy.name('session')).toBe('shop_session');
      expect(policy.name('csrf')).toBe('shop_csrf');
      expect(policy.secure(overHttp)).toBe(false);
      expect(policy.secure(overHttps)).toBe(true);
    }
  });
});
