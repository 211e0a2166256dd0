import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { AuthenticatedMember, SessionJwtPayload, SessionVerifierPort } from '../../../../../shared/application/session-verifier.port';
import { MEMBER_REPOSITORY, SESSION_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';

/**
 * Membership's answer to "who is asking": the token's session row must exist for that
 * member, be unrevoked and unexpired by the CLOCK; the member must still exist.
 */
@Injectable()
export class VerifySessionService implements SessionVerifierPort {
  constructor(
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async verify(payload: SessionJwtPayload): Promise<AuthenticatedMember | null> {
    if (!/^\d+$/.test(payload.sub ?? '') || !/^[0-9a-f-]{36}$/.test(payload.jti ?? '')) return null;
    const session = await this.sessions.find(payload.jti);
    const memberId = Number(payload.sub);
    if (!session || session.memberId !== memberId || session.revokedAt) return null;
    if (session.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    const member = await this.members.findById(memberId);
    if (!member) return null;
    return { id: member.id, sessionId: session.id, mustChangePassword: member.mustChangePassword };
  }
}
