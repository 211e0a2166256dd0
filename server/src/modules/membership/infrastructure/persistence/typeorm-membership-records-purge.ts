import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { deleteRows } from '../../../../shared/infrastructure/database/delete-rows';
import type { MembershipRecordsPurgePort, PurgedMembershipRecords } from '../../application/ports/membership-records-purge.port';
import type { MembershipCutoffs } from '../../domain/membership-retention';

@Injectable()
export class TypeormMembershipRecordsPurge implements MembershipRecordsPurgePort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purge(cutoffs: MembershipCutoffs): Promise<PurgedMembershipRecords> {
    return {
      loginAttempts: await deleteRows(this.dataSource, 'DELETE FROM login_attempt WHERE attempted_at < $1', [cutoffs.loginAttemptsBefore]),
      sessions: await deleteRows(this.dataSource, 'DELETE FROM member_session WHERE expires_at < $1 OR revoked_at < $1', [cutoffs.sessionsEndedBefore]),
      socialLoginStates: await deleteRows(this.dataSource, 'DELETE FROM social_login_state WHERE expires_at < $1', [cutoffs.socialLoginStatesExpiredBefore]),
    };
  }
}
