import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { emailKey } from '../../../domain/email-address';
import { MEMBER_NOTIFIER, MEMBER_REPOSITORY, MEMBERSHIP_SECRETS, PASSWORD_HASHER, PHONE_VERIFICATION, SESSION_REPOSITORY } from '../../membership.di-tokens';
import type { MemberNotifierPort } from '../../ports/member-notifier.port';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { MembershipSecretsPort } from '../../ports/membership-secrets.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import type { PhoneVerificationPort } from '../../ports/phone-verification.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';
import { RecoveryTexts } from '../send-id/send-id.service';

/**
 * POST /api/send-pw.php: after a confirmed code, when the phone and the e-mail belong to
 * one member, a random temporary password replaces theirs and goes to the phone; the next
 * login must choose a new one, and every open session ends. The stored password is never
 * sent (it cannot be: only its hash exists). Same answer when nothing matched. Token, new
 * hash and revocations commit as one; the text goes out only after that commit.
 */
@Injectable()
export class SendPasswordService {
  constructor(
    @Inject(PHONE_VERIFICATION) private readonly verification: PhoneVerificationPort,
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(MEMBERSHIP_SECRETS) private readonly secrets: MembershipSecretsPort,
    @Inject(MEMBER_NOTIFIER) private readonly notifier: MemberNotifierPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  async execute(command: { verificationToken: string; email: string; to?: string }): Promise<Result<void>> {
    const temporary = this.secrets.temporaryPassword();
    // Hashed whether or not a member matches, so the answer takes as long either way; and before the unit
    // begins, so argon2's time holds no database connection.
    const hash = await this.hasher.hash(temporary);
    return this.unitOfWork.run(async (): Promise<Result<void>> => {
      const verified = await this.verification.consume({ token: command.verificationToken, purpose: 'find-password', phone: command.to });
      if (!verified.ok) return verified;
      const member = await this.members.findByEmail(emailKey(command.email));
      if (!member || member.phone !== verified.value.phone) return ok(undefined);
      const now = this.clock.now();
      member.resetToTemporaryPassword(hash, now);
      const saved = await this.members.update(member);
      if (!saved.ok) return saved;
      await this.sessions.revokeAllOf(member.id, now);
      await this.unitOfWork.afterCommit(() => this.notifier.text(verified.value.phone, RecoveryTexts.temporaryPassword(temporary)));
      return ok(undefined);
    });
  }
}
