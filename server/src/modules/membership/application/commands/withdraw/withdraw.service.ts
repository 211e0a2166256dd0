import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { Member } from '../../../domain/member';
import { MembershipFailures } from '../../../domain/membership-failures';
import { MEMBER_REPOSITORY, MEMBER_WISHLIST, ORDERS_IN_PROGRESS, PHONE_VERIFICATION, SESSION_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { MemberWishlistPort } from '../../ports/member-wishlist.port';
import type { OrdersInProgressPort } from '../../ports/orders-in-progress.port';
import type { PhoneVerificationPort } from '../../ports/phone-verification.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';
import { PasswordCheckService } from '../../services/password-check.service';

export interface WithdrawCommand {
  memberId: number;
  /** Required for a member with a password. */
  password?: string;
  /** Required for a member created by Naver (no password): a code confirmed for purpose `withdraw` on the member's phone. */
  verificationToken?: string;
  ip: string;
}

/** How the member confirms: the password, or an SMS code for a member created by Naver. */
export type WithdrawalConfirmation = 'password' | 'code';

export function withdrawalConfirmationOf(member: Member): WithdrawalConfirmation {
  return member.passwordHash ? 'password' : 'code';
}

/**
 * POST /api/member/withdraw: the member leaves. The password is checked as on check-pass.php (counted toward
 * the login limits), or a Naver member's code through the verification context. Orders under way block it.
 * Then, in one unit: the member's row is marked withdrawn (optimistic: of two parallel withdrawals one wins)
 * and every session of the member ends, and the member's wishlist (the catalog's) is forgotten. From then on login, Naver login and recovery refuse the account;
 * housekeeping anonymises it 30 days later (withdrawal-policy.ts).
 */
@Injectable()
export class WithdrawService {
  constructor(
    private readonly passwords: PasswordCheckService,
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(PHONE_VERIFICATION) private readonly verification: PhoneVerificationPort,
    @Inject(ORDERS_IN_PROGRESS) private readonly orders: OrdersInProgressPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(MEMBER_WISHLIST) private readonly wishlists: MemberWishlistPort,
  ) {}

  async confirmationFor(memberId: number): Promise<Result<WithdrawalConfirmation>> {
    const member = await this.members.findById(memberId);
    if (!member || !member.isActive) return MembershipFailures.memberNotFound();
    return ok(withdrawalConfirmationOf(member));
  }

  execute(command: WithdrawCommand): Promise<Result<void>> {
    return this.unitOfWork.run(async (): Promise<Result<void>> => {
      // Locked first: an order being placed for the member holds the row too, so one of the two waits for the other.
      const member = await this.members.lockById(command.memberId);
      if (!member || !member.isActive) return MembershipFailures.memberNotFound();
      const confirmed = await this.confirm(member, command);
      if (!confirmed.ok) return confirmed;
      if ((await this.orders.countInProgress(member.id)) > 0) return MembershipFailures.withdrawalBlockedByOrders();
      const now = this.clock.now();
      // An order still waiting for payment is given up with the account: no late payment completes it afterwards.
      await this.orders.abandonPending(member.id, now);
      const withdrawn = member.withdraw(now);
      if (!withdrawn.ok) return withdrawn;
      const saved = await this.members.update(member);
      if (!saved.ok) return saved;
      await this.sessions.revokeAllOf(member.id, now);
      // Saved goods serve no one after the member left and no law keeps them.
      await this.wishlists.forget([member.id]);
      return ok(undefined);
    });
  }

  private async confirm(member: Member, command: WithdrawCommand): Promise<Result<void>> {
    if (withdrawalConfirmationOf(member) === 'password') {
      if (!command.password) return MembershipFailures.withdrawalPasswordRequired();
      const checked = await this.passwords.check(member.email, command.password, command.ip);
      if (!checked.ok) return checked.code === 'MEMBERSHIP.LOGIN_FAILED' ? MembershipFailures.passwordMismatch() : checked;
      return ok(undefined);
    }
    if (!member.phone) return MembershipFailures.withdrawalPhoneMissing();
    if (!command.verificationToken) return MembershipFailures.withdrawalCodeRequired();
    const verified = await this.verification.consume({ token: command.verificationToken, purpose: 'withdraw', phone: member.phone });
    return verified.ok ? ok(undefined) : verified;
  }
}
