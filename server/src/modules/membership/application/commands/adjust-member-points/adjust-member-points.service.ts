import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { MembershipFailures } from '../../../domain/membership-failures';
import { MEMBER_REPOSITORY, MEMBER_STAFF_RECORDS } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { MemberStaffRecordsPort } from '../../ports/member-staff-records.port';

/**
 * POST /api/member/{id}/points (staff): an 'adjust' row in promotions' ledger (under its point_account lock, never
 * below zero) and the audit record with the balance before and after, in one unit of work.
 */
@Injectable()
export class AdjustMemberPointsService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(MEMBER_STAFF_RECORDS) private readonly records: MemberStaffRecordsPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  execute(memberId: number, amount: number, reason: string, by: StaffActor): Promise<Result<{ before: number; after: number }>> {
    return this.unitOfWork.run(async () => {
      const member = await this.members.findById(memberId);
      if (!member) return MembershipFailures.memberNotFound();
      const adjusted = await this.records.adjustPoints(memberId, amount, reason.trim());
      if (!adjusted.ok) return adjusted;
      await this.activity.changed(by, {
        action: 'member.points.adjust',
        targetType: 'member',
        targetId: memberId,
        before: { point: adjusted.value.before },
        after: { point: adjusted.value.after, amount, reason: reason.trim() },
      });
      return ok(adjusted.value);
    });
  }
}
