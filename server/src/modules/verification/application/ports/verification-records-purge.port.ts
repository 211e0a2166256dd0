import type { VerificationCutoffs } from '../../domain/verification-retention';

export interface PurgedVerificationRecords {
  codes: number;
  tokens: number;
  outboxTexts: number;
  sendKeys: number;
}

/** Deletes verification's records past their cutoffs. */
export interface VerificationRecordsPurgePort {
  purge(cutoffs: VerificationCutoffs): Promise<PurgedVerificationRecords>;
}
