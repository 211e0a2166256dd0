import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../shared/domain/result';
import { emailKey } from '../../domain/email-address';
import { addressGroup } from '../../../../shared/domain/address-group';
import { LoginLimitScopes, loginLimits, slowDownMs } from '../../domain/login-throttle';
import type { Member } from '../../domain/member';
import { MembershipFailures } from '../../domain/membership-failures';
import { DORMANT_MEMBERS, LOGIN_ATTEMPT_REPOSITORY, MEMBER_REPOSITORY, PASSWORD_HASHER, PAUSE } from '../membership.di-tokens';
import type { DormantMembersPort } from '../ports/dormant-members.port';
import type { LoginAttemptRepositoryPort } from '../ports/login-attempt.repository.port';
import type { MemberRepositoryPort } from '../ports/member.repository.port';
import type { PausePort } from '../ports/pause.port';
import type { PasswordHasherPort } from '../../../../shared/application/password-hasher.port';

/**
 * Checks a password against the member's, within the login limits (domain/login-throttle.ts). Used by the
 * login and by check-pass.php, so both count toward the same limits. Unknown e-mails do the same work and
 * fail with the same message as a wrong password, and so does a withdrawn member, whatever the password. A dormant
 * member (data in member_dormant) with the right password is answered MEMBERSHIP.DORMANT: the phone must be verified
 * to come back. A success records the login (dormancy counts from it). Each check takes its slots before the argon2 work, as if it
 * would fail, so parallel tries can never pass a full limit; a success gives them back.
 */
@Injectable()
export class PasswordCheckService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(LOGIN_ATTEMPT_REPOSITORY) private readonly attempts: LoginAttemptRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(PAUSE) private readonly pauser: PausePort,
    @Inject(DORMANT_MEMBERS) private readonly dormantMembers: DormantMembersPort,
  ) {}

  async check(email: string, password: string, ip: string): Promise<Result<Member>> {
    const key = emailKey(email);
    const now = this.clock.now();
    const member = await this.members.findByEmail(key);
    const dormant = member ? null : await this.dormantMembers.findByEmail(key);
    // A password reset by SMS ends the e-mail's counts at once: the owner is never kept out for long.
    const limits = loginLimits({ emailKey: key, address: addressGroup(ip), passwordChangedAt: member?.passwordChangedAt ?? null });
    const reservation = await this.attempts.reserve(limits, now);
    if (!reservation.ok) return MembershipFailures.loginThrottled();
    const emailSlot = reservation.slots.find((slot) => slot.scope === LoginLimitScopes.email);
    await this.pauser.pause(slowDownMs(emailSlot?.used ?? 0));

    const matches = await this.hasher.verify(member?.passwordHash ?? dormant?.passwordHash ?? null, password);
    const succeeded = matches && (member?.isActive === true || dormant !== null);
    await this.attempts.settle(
      { emailKey: key, ip, succeeded, at: now },
      // A success ends the e-mail's counts and gives the address its slot back; a failure keeps every slot.
      reservation.slots.map((slot) => ({ slot, then: !succeeded ? 'keep' : slot.scope === LoginLimitScopes.address ? 'release' : 'reset' })),
    );
    if (matches && dormant) return MembershipFailures.dormant();
    if (!matches || !member || !member.isActive) return MembershipFailures.loginFailed();
    if (member.passwordHash && this.hasher.needsRehash(member.passwordHash)) {
      member.upgradePasswordHash(await this.hasher.hash(password), now);
      await this.members.update(member);
    }
    await this.members.recordLogin(member.id, now);
    return ok(member);
  }
}
