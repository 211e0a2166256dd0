import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SESSION_VERIFIER, type SessionVerifierPort } from '../../../application/session-verifier.port';
import {
  STAFF_AUTHENTICATOR,
  type AuthenticatedAdmin,
  type AuthenticatedApiToken,
  type StaffAuthenticatorPort,
} from '../../../application/staff-authenticator.port';
import { SessionTokenService } from '../session-token.service';
import { AdminSessionTokenService } from './admin-session-token.service';
import { bearerToken } from './bearer-token';

/**
 * Who is asking, by each of the three credentials a request can carry: the admin session cookie, an integrator's
 * bearer token, a member's session cookie. Lives in the global SessionAuthModule, beside the contexts that answer
 * it (backoffice, membership), so StaffAuthGuard can run in any context's module.
 */
@Injectable()
export class StaffIdentityService {
  constructor(
    private readonly adminTokens: AdminSessionTokenService,
    private readonly memberTokens: SessionTokenService,
    @Inject(STAFF_AUTHENTICATOR) private readonly authenticator: StaffAuthenticatorPort,
    @Inject(SESSION_VERIFIER) private readonly members: SessionVerifierPort,
  ) {}

  async admin(request: FastifyRequest): Promise<AuthenticatedAdmin | null> {
    const payload = this.adminTokens.read(request);
    return payload ? this.authenticator.bySession(payload) : null;
  }

  async token(request: FastifyRequest): Promise<AuthenticatedApiToken | null> {
    const raw = bearerToken(request);
    return raw ? this.authenticator.byToken(raw) : null;
  }

  async isMember(request: FastifyRequest): Promise<boolean> {
    const payload = this.memberTokens.read(request);
    return payload !== null && (await this.members.verify(payload)) !== null;
  }
}
