import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpConfig } from '../../../config/http.config';
import type { RuntimeConfig } from '../../../config/runtime.config';
import { CSRF_HEADER, CsrfTokenService } from './csrf-token.service';

const CURRENT = 'c'.repeat(32);
const PREVIOUS = 'p'.repeat(32);
const SEED = 'a'.repeat(43);
const tokenFor = (secret: string) => createHmac('sha256', secret).update(SEED).digest('base64url');

function service(csrfSecretPrevious: string | null): CsrfTokenService {
  return new CsrfTokenService({ csrfSecret: CURRENT, csrfSecretPrevious } as HttpConfig, { nodeEnv: 'test' } as RuntimeConfig);
}

/** A request carrying the seed cookie (under whatever name the cookie policy gives it) and a token header. */
function requestWith(token: string): FastifyRequest {
  const cookies = new Proxy({}, { get: (_target, name) => (typeof name === 'string' && name.toLowerCase().includes('csrf') ? SEED : undefined) });
  return { cookies, headers: { [CSRF_HEADER]: token } } as unknown as FastifyRequest;
}

describe('CSRF secret rotation (CSRF_SECRET_PREVIOUS verifies, never signs)', () => {
  it('accepts a token signed with the current key', () => {
    expect(service(PREVIOUS).verify(requestWith(tokenFor(CURRENT)))).toBe(true);
  });

  it('accepts a token signed with the previous key while it is configured', () => {
    expect(service(PREVIOUS).verify(requestWith(tokenFor(PREVIOUS)))).toBe(true);
    expect(service(null).verify(requestWith(tokenFor(PREVIOUS)))).toBe(false);
  });

  it('refuses a token signed with an unknown key', () => {
    expect(service(PREVIOUS).verify(requestWith(tokenFor('u'.repeat(32))))).toBe(false);
  });

  it('issues tokens signed with the current key', () => {
    const reply = { setCookie: jest.fn() } as unknown as FastifyReply;
    expect(service(PREVIOUS).issue(requestWith(''), reply)).toBe(tokenFor(CURRENT));
  });
});
