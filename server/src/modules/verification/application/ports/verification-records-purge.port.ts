import type { VerificationCutoffs } from '../../domain/verification-retention';

export interface PurgedVerificationRecords {
  codes: number;
  tokens: number;
  outboxTexts: number;
}

/** Deletes verification's records past their cutoffs. */
export interface VerificationRecordsPurgePort {
  purge(cutoffs: VerificationCutoffs): Promise<PurgedVerificationRecords>;
}
