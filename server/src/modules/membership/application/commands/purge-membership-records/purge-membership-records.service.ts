import { Inject, Injectable } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { membershipCutoffs } from '../../../domain/membership-retention';
import { MEMBERSHIP_RECORDS_PURGE } from '../../membership.di-tokens';
import type { MembershipRecordsPurgePort, PurgedMembershipRecords } from '../../ports/membership-records-purge.port';

/** Membership's retention task: old login attempts, ended sessions and stale Naver login states go. */
@Injectable()
export class PurgeMembershipRecordsService implements RetentionTask {
  readonly name = 'membership';

  constructor(@Inject(MEMBERSHIP_RECORDS_PURGE) private readonly records: MembershipRecordsPurgePort) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const purged: PurgedMembershipRecords = await this.records.purge(membershipCutoffs(now));
    return { ...purged };
  }
}
