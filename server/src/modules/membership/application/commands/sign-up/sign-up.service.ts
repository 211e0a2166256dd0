import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { parseEmailAddress } from '../../../domain/email-address';
import { Member } from '../../../domain/member';
import { MembershipFailures } from '../../../domain/membership-failures';
import { isOldEnoughToJoin } from '../../../domain/minimum-age';
import { checkPasswordPolicy } from '../../../domain/password-policy';
import type { Sex } from '../../../domain/sex';
import { type ConsentAnswers, giveSignUpConsents } from '../../../domain/sign-up-consents';
import { GUEST_ORDERS, MEMBER_REPOSITORY, PASSWORD_HASHER, PHONE_VERIFICATION, WELCOME_GIFT } from '../../membership.di-tokens';
import type { GuestOrdersPort } from '../../ports/guest-orders.port';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { PasswordHasherPort } from '../../../../../shared/application/password-hasher.port';
import type { PhoneVerificationPort } from '../../ports/phone-verification.port';
import type { WelcomeGiftPort } from '../../ports/welcome-gift.port';
import { type ClientContext, MemberSessionsService, type OpenedSession } from '../../services/member-sessions.service';

export interface SignUpCommand {
  email: string;
  password: string;
  passwordConfirm: string;
  verificationToken: string;
  sex: Sex;
  consents: ConsentAnswers;
}

/**
 * POST /api/member.php. Name, phone and birth date come from the verification token, not
 * from the body, so nobody joins with a phone they do not hold. Everything that can be
 * checked without the token is checked first, so a typo does not burn the token. Then one
 * unit of work: the token is spent before anything is said about the e-mail (a bogus token
 * never reveals whether an account exists), and a failure after it (e-mail taken, under
 * age) rolls back and gives the token back. The new member's welcome coupons are given in
 * the same unit (WelcomeGiftPort), and so are the guest orders placed with the same verified phone (GuestOrdersPort):
 * both phones were proven by a code, so the orders are the new member's (docs/decisions.md, "Guest orders").
 */
@Injectable()
export class SignUpService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
    @Inject(PHONE_VERIFICATION) private readonly verification: PhoneVerificationPort,
    private readonly sessions: MemberSessionsService,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(WELCOME_GIFT) private readonly welcomeGift: WelcomeGiftPort,
    @Inject(GUEST_ORDERS) private readonly guestOrders: GuestOrdersPort,
  ) {}

  /** The new member is logged in at once (a session like a login's). */
  async execute(command: SignUpCommand & ClientContext): Promise<Result<{ member: Member; session: OpenedSession; attachedGuestOrders: number }>> {
    const email = parseEmailAddress(command.email);
    if (!email.ok) return email;
    const policy = checkPasswordPolicy(command.password);
    if (!policy.ok) return policy;
    if (command.password !== command.passwordConfirm) return MembershipFailures.passwordConfirmMismatch();
    const now = this.clock.now();
    const consents = giveSignUpConsents(command.consents, now);
    if (!consents.ok) return consents;
    // Hashed before the unit begins: argon2's time holds no database connection.
    const passwordHash = await this.hasher.hash(command.password);

    return this.unitOfWork.run(async (): Promise<Result<{ member: Member; session: OpenedSession; attachedGuestOrders: number }>> => {
      const verified = await this.verification.consume({ token: command.verificationToken, purpose: 'sign-up' });
      if (!verified.ok) return verified;
      if (verified.value.birth && !isOldEnoughToJoin(verified.value.birth, now)) return MembershipFailures.underAge();
      if (await this.members.emailTaken(email.value)) return MembershipFailures.emailTaken();
      const member = Member.signUp({ email: email.value, passwordHash, verified: verified.value, sex: command.sex, consents: consents.value, now });
      if (!member.ok) return member;
      const saved = await this.members.insert(member.value);
      if (!saved.ok) return saved;
      await this.welcomeGift.giveTo(saved.value.id, now);
      const attachedGuestOrders = await this.guestOrders.attachTo(saved.value.id, verified.value.phone);
      return ok({ member: saved.value, session: await this.sessions.open(saved.value.id, command), attachedGuestOrders });
    });
  }
}
