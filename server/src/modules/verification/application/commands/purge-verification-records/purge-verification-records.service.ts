import { Inject, Injectable } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { verificationCutoffs } from '../../../domain/verification-retention';
import type { PurgedVerificationRecords, VerificationRecordsPurgePort } from '../../ports/verification-records-purge.port';
import { VERIFICATION_RECORDS_PURGE } from '../../verification.di-tokens';

/** Verification's retention task: codes, tokens, outbox texts and the keys of texts sent by jobs past their periods go. */
@Injectable()
export class PurgeVerificationRecordsService implements RetentionTask {
  readonly name = 'verification';

  constructor(@Inject(VERIFICATION_RECORDS_PURGE) private readonly records: VerificationRecordsPurgePort) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const purged: PurgedVerificationRecords = await this.records.purge(verificationCutoffs(now));
    return { ...purged };
  }
}
