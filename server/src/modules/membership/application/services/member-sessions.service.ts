import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { MEMBERSHIP_SECRETS, SESSION_REPOSITORY, SESSION_SETTINGS } from '../membership.di-tokens';
import type { MembershipSecretsPort } from '../ports/membership-secrets.port';
import type { SessionRepositoryPort } from '../ports/session.repository.port';
import type { SessionSettings } from '../session-settings';

export interface OpenedSession {
  memberId: number;
  sessionId: string;
  expiresAt: Date;
}

export interface ClientContext {
  ip: string;
  userAgent: string;
  /** The session this browser held before, revoked on login (rotation). */
  previousSessionId: string | null;
}

/** Every login (password, sign-up, Naver) opens a new session row; the old one of that browser is revoked. */
@Injectable()
export class MemberSessionsService {
  constructor(
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(MEMBERSHIP_SECRETS) private readonly secrets: MembershipSecretsPort,
    @Inject(SESSION_SETTINGS) private readonly settings: SessionSettings,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async open(memberId: number, client: ClientContext): Promise<OpenedSession> {
    const now = this.clock.now();
    if (client.previousSessionId) await this.sessions.revoke(client.previousSessionId, now);
    const session = {
      id: this.secrets.sessionId(),
      memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.settings.ttlSeconds * 1000),
      revokedAt: null,
      passwordVerifiedAt: null,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 255),
    };
    await this.sessions.create(session);
    return { memberId, sessionId: session.id, expiresAt: session.expiresAt };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }
}
