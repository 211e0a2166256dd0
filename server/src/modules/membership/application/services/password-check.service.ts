import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../shared/domain/result';
import { emailKey } from '../../domain/email-address';
import { checkLoginAllowed, LOGIN_WINDOW_MS } from '../../domain/login-throttle';
import type { Member } from '../../domain/member';
import { MembershipFailures } from '../../domain/membership-failures';
import { LOGIN_ATTEMPT_REPOSITORY, MEMBER_REPOSITORY, PASSWORD_HASHER } from '../membership.di-tokens';
import type { LoginAttemptRepositoryPort } from '../ports/login-attempt.repository.port';
import type { MemberRepositoryPort } from '../ports/member.repository.port';
import type { PasswordHasherPort } from '../ports/password-hasher.port';

/**
 * Checks a password against the member's, slowed after repeated failures. Used by the
 * login and by check-pass.php, so both count toward the same limit. Unknown e-mails do
 * the same work and fail with the same message as a wrong password.
 */
@Injectable()
export class PasswordCheckService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(LOGIN_ATTEMPT_REPOSITORY) private readonly attempts: LoginAttemptRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async check(email: string, password: string, ip: string): Promise<Result<Member>> {
    const key = emailKey(email);
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const member = await this.members.findByEmail(key);
    // A password reset by SMS ends any slow-down at once: the owner is never locked out for long.
    const changedAt = member?.passwordChangedAt;
    const accountSince = changedAt && changedAt > windowStart ? changedAt : windowStart;
    const allowed = checkLoginAllowed({
      account: await this.attempts.countAccountFailures(key, accountSince),
      ip: await this.attempts.countIpFailures(ip, windowStart),
    });
    if (!allowed.ok) return allowed;

    const matches = await this.hasher.verify(member?.passwordHash ?? null, password);
    await this.attempts.record({ emailKey: key, ip, succeeded: matches, at: now });
    if (!matches || !member) return MembershipFailures.loginFailed();
    if (member.passwordHash && this.hasher.needsRehash(member.passwordHash)) {
      member.upgradePasswordHash(await this.hasher.hash(password), now);
      await this.members.update(member);
    }
    return ok(member);
  }
}
