import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { MembershipFailures } from '../../../domain/membership-failures';
import { checkPasswordPolicy } from '../../../domain/password-policy';
import { MEMBER_REPOSITORY, PASSWORD_HASHER, SESSION_REPOSITORY, SESSION_SETTINGS } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';
import type { SessionSettings } from '../../session-settings';

/**
 * POST /api/member/change-pass.php: a new password, after check-pass.php in this session
 * or after logging in with a temporary password. Same rules as at sign-up; every other
 * session of the member is logged out, in the same unit of work as the new hash (the
 * transaction begins at that first write, after both argon2 calls).
 */
@Injectable()
export class ChangePasswordService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(SESSION_SETTINGS) private readonly settings: SessionSettings,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  execute(command: { memberId: number; sessionId: string; password: string }): Promise<Result<void>> {
    return this.unitOfWork.run(() => this.change(command));
  }

  private async change(command: { memberId: number; sessionId: string; password: string }): Promise<Result<void>> {
    const member = await this.members.findById(command.memberId);
    if (!member) return MembershipFailures.memberNotFound();
    const now = this.clock.now();
    const session = await this.sessions.find(command.sessionId);
    const checkedAt = session?.passwordVerifiedAt?.getTime() ?? -Infinity;
    const recentlyChecked = now.getTime() - checkedAt <= this.settings.passwordCheckValidSeconds * 1000;
    if (!member.mustChangePassword && !recentlyChecked) return MembershipFailures.passwordCheckRequired();

    const policy = checkPasswordPolicy(command.password);
    if (!policy.ok) return policy;
    if (await this.hasher.verify(member.passwordHash, command.password)) return MembershipFailures.passwordUnchanged();
    member.changePassword(await this.hasher.hash(command.password), now);
    const saved = await this.members.update(member);
    if (!saved.ok) return saved;
    await this.sessions.setPasswordVerifiedAt(command.sessionId, null);
    await this.sessions.revokeAllOf(member.id, now, command.sessionId);
    return ok(undefined);
  }
}
