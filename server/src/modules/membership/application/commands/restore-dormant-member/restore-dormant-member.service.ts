import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { emailKey } from '../../../domain/email-address';
import { MembershipFailures } from '../../../domain/membership-failures';
import { DORMANT_MEMBERS, PHONE_VERIFICATION } from '../../membership.di-tokens';
import type { DormantMembersPort } from '../../ports/dormant-members.port';
import type { PhoneVerificationPort } from '../../ports/phone-verification.port';

/**
 * POST /api/member/dormant/restore: after a login answered MEMBERSHIP.DORMANT, the member confirms the phone
 * on record (a code with purpose `restore-dormant`) and their data moves back into the live row, in one unit:
 * the token spent, the dormant row locked, moved back and deleted. Two parallel restorations: one moves the
 * data, the other finds nothing left and rolls back (its token stays unspent). The member then logs in as usual.
 * E-mail and phone together prove as much as the password recovery does (send-pw.php), which needs no more.
 */
@Injectable()
export class RestoreDormantMemberService {
  constructor(
    @Inject(PHONE_VERIFICATION) private readonly verification: PhoneVerificationPort,
    @Inject(DORMANT_MEMBERS) private readonly dormant: DormantMembersPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  execute(command: { email: string; verificationToken: string; to?: string }): Promise<Result<void>> {
    return this.unitOfWork.run(async (): Promise<Result<void>> => {
      const verified = await this.verification.consume({ token: command.verificationToken, purpose: 'restore-dormant', phone: command.to });
      if (!verified.ok) return verified;
      const member = await this.dormant.lockByEmail(emailKey(command.email));
      if (!member || !member.phone || member.phone !== verified.value.phone) return MembershipFailures.dormantRestoreFailed();
      if (!(await this.dormant.moveBack(member.memberId, this.clock.now()))) return MembershipFailures.dormantRestoreFailed();
      return ok(undefined);
    });
  }
}
