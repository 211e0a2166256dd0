import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { MembershipFailures } from '../../../domain/membership-failures';
import { MEMBER_REPOSITORY, SESSION_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';
import { PasswordCheckService } from '../../services/password-check.service';

/**
 * POST /api/member/check-pass.php, the first step of a password change: the current
 * password, re-entered, opens change-pass.php for this session for a few minutes. So a
 * session left open on a shared computer cannot change the password on its own. A hash
 * upgraded by the check and the session's mark commit as one unit.
 */
@Injectable()
export class CheckPasswordService {
  constructor(
    private readonly passwords: PasswordCheckService,
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  execute(command: { memberId: number; sessionId: string; password: string; ip: string }): Promise<Result<void>> {
    return this.unitOfWork.run(() => this.check(command));
  }

  private async check(command: { memberId: number; sessionId: string; password: string; ip: string }): Promise<Result<void>> {
    const member = await this.members.findById(command.memberId);
    if (!member) return MembershipFailures.memberNotFound();
    const checked = await this.passwords.check(member.email, command.password, command.ip);
    if (!checked.ok) return checked.code === 'MEMBERSHIP.LOGIN_FAILED' ? MembershipFailures.passwordMismatch() : checked;
    await this.sessions.setPasswordVerifiedAt(command.sessionId, this.clock.now());
    return ok(undefined);
  }
}
