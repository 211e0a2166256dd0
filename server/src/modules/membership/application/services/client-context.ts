import type { FastifyRequest } from 'fastify';
import type { SessionTokenService } from '../../../../shared/http/auth/session-token.service';
import type { ClientContext } from './member-sessions.service';

/** Who the login comes from: address, browser, and the session its cookie held (to revoke on rotation). */
export function clientContext(request: FastifyRequest, tokens: SessionTokenService): ClientContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : '', previousSessionId: tokens.read(request)?.jti ?? null };
}
