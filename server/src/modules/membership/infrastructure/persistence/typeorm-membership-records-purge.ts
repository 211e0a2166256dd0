import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MembershipRecordsPurgePort, PurgedMembershipRecords } from '../../application/ports/membership-records-purge.port';
import type { MembershipCutoffs } from '../../domain/membership-retention';

@Injectable()
export class TypeormMembershipRecordsPurge implements MembershipRecordsPurgePort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purge(cutoffs: MembershipCutoffs): Promise<PurgedMembershipRecords> {
    return {
      loginAttempts: await this.deleted('DELETE FROM login_attempt WHERE attempted_at < $1', cutoffs.loginAttemptsBefore),
      sessions: await this.deleted('DELETE FROM member_session WHERE expires_at < $1 OR revoked_at < $1', cutoffs.sessionsEndedBefore),
      socialLoginStates: await this.deleted('DELETE FROM social_login_state WHERE expires_at < $1', cutoffs.socialLoginStatesExpiredBefore),
    };
  }

  private async deleted(sql: string, before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(sql, [before])) as [unknown, number];
    return count;
  }
}
