import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PurgedVerificationRecords, VerificationRecordsPurgePort } from '../../application/ports/verification-records-purge.port';
import type { VerificationCutoffs } from '../../domain/verification-retention';

@Injectable()
export class TypeormVerificationRecordsPurge implements VerificationRecordsPurgePort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purge(cutoffs: VerificationCutoffs): Promise<PurgedVerificationRecords> {
    return {
      codes: await this.deleted('DELETE FROM verification_code WHERE created_at < $1', cutoffs.codesCreatedBefore),
      tokens: await this.deleted('DELETE FROM verification_token WHERE expires_at < $1', cutoffs.tokensExpiredBefore),
      outboxTexts: await this.deleted('DELETE FROM sms_outbox WHERE created_at < $1', cutoffs.outboxCreatedBefore),
    };
  }

  private async deleted(sql: string, before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(sql, [before])) as [unknown, number];
    return count;
  }
}
