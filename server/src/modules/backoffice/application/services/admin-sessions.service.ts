import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { ADMIN_SESSION_REPOSITORY, ADMIN_SESSION_SETTINGS } from '../../backoffice.di-tokens';
import type { AdminSessionRepositoryPort } from '../ports/admin-session.repository.port';

export interface AdminSessionSettings {
  ttlSeconds: number;
}

export interface AdminClient {
  ip: string;
  userAgent: string;
  /** The admin session this browser held before, revoked on login (rotation). */
  previousSessionId: string | null;
}

export interface OpenedAdminSession {
  adminId: number;
  sessionId: string;
  expiresAt: Date;
}

/** Every admin login opens a session row (the cookie's JWT names it); the browser's previous one is revoked. */
@Injectable()
export class AdminSessionsService {
  constructor(
    @Inject(ADMIN_SESSION_REPOSITORY) private readonly sessions: AdminSessionRepositoryPort,
    @Inject(ADMIN_SESSION_SETTINGS) private readonly settings: AdminSessionSettings,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async open(adminId: number, client: AdminClient): Promise<OpenedAdminSession> {
    const now = this.clock.now();
    if (client.previousSessionId) await this.sessions.revoke(client.previousSessionId, now);
    const session = {
      id: randomUUID(),
      adminId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.settings.ttlSeconds * 1000),
      revokedAt: null,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 255),
    };
    await this.sessions.create(session);
    return { adminId, sessionId: session.id, expiresAt: session.expiresAt };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }

  async revokeAllOf(adminId: number): Promise<void> {
    await this.sessions.revokeAllOf(adminId, this.clock.now());
  }
}
