import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import type {
  AuthenticatedAdmin,
  AuthenticatedApiToken,
  StaffAuthenticatorPort,
  StaffSessionJwtPayload,
} from '../../../../shared/application/staff-authenticator.port';
import { ADMIN_ACCOUNT_REPOSITORY, ADMIN_SESSION_REPOSITORY, API_TOKEN_REPOSITORY } from '../../backoffice.di-tokens';
import type { AdminAccountRepositoryPort } from '../ports/admin-account.repository.port';
import type { AdminSessionRepositoryPort } from '../ports/admin-session.repository.port';
import type { ApiTokenRepositoryPort } from '../ports/api-token.repository.port';

/** SHA-256 of a token as sent: tokens are random (256 bits), so a fast hash is enough and no salt is needed. */
export function apiTokenHash(rawToken: string): string {
  return createHash('sha256').update(rawToken, 'utf8').digest('hex');
}

/**
 * The back office's answer to "which staff is asking": an admin session must be unrevoked, unexpired by the CLOCK
 * and belong to an account still in use (taking an account out of use ends its sessions at once); a token must be
 * known by its hash, unexpired and unrevoked.
 */
@Injectable()
export class StaffAuthenticatorService implements StaffAuthenticatorPort {
  constructor(
    @Inject(ADMIN_SESSION_REPOSITORY) private readonly sessions: AdminSessionRepositoryPort,
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    @Inject(API_TOKEN_REPOSITORY) private readonly tokens: ApiTokenRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async bySession(payload: StaffSessionJwtPayload): Promise<AuthenticatedAdmin | null> {
    if (!/^\d+$/.test(payload.sub ?? '') || !/^[0-9a-f-]{36}$/.test(payload.jti ?? '')) return null;
    const session = await this.sessions.find(payload.jti);
    const adminId = Number(payload.sub);
    if (!session || session.adminId !== adminId || session.revokedAt) return null;
    if (session.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    const account = await this.accounts.findById(adminId);
    if (!account || !account.inUse) return null;
    return { kind: 'admin', id: account.id, email: account.email, name: account.name, role: account.role, sessionId: session.id };
  }

  async byToken(rawToken: string): Promise<AuthenticatedApiToken | null> {
    const token = await this.tokens.findByHash(apiTokenHash(rawToken));
    const now = this.clock.now();
    if (!token || token.revokedAt || token.expiresAt.getTime() <= now.getTime()) return null;
    await this.tokens.touch(token.id, now);
    return { kind: 'token', tokenId: token.id, name: token.name, scopes: token.scopes };
  }
}
