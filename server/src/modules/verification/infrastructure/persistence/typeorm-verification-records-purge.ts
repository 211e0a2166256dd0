import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { deleteRows } from '../../../../shared/infrastructure/database/delete-rows';
import type { PurgedVerificationRecords, VerificationRecordsPurgePort } from '../../application/ports/verification-records-purge.port';
import type { VerificationCutoffs } from '../../domain/verification-retention';

@Injectable()
export class TypeormVerificationRecordsPurge implements VerificationRecordsPurgePort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async purge(cutoffs: VerificationCutoffs): Promise<PurgedVerificationRecords> {
    return {
      codes: await deleteRows(this.dataSource, 'DELETE FROM verification_code WHERE created_at < $1', [cutoffs.codesCreatedBefore]),
      tokens: await deleteRows(this.dataSource, 'DELETE FROM verification_token WHERE expires_at < $1', [cutoffs.tokensExpiredBefore]),
      outboxTexts: await deleteRows(this.dataSource, 'DELETE FROM sms_outbox WHERE created_at < $1', [cutoffs.outboxCreatedBefore]),
      sendKeys: await deleteRows(this.dataSource, 'DELETE FROM sms_send_key WHERE created_at < $1', [cutoffs.sendKeysCreatedBefore]),
    };
  }
}
