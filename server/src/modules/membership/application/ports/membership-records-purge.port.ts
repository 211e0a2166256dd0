import type { MembershipCutoffs } from '../../domain/membership-retention';

export interface PurgedMembershipRecords {
  loginAttempts: number;
  sessions: number;
  socialLoginStates: number;
}

/** Deletes membership's records past their cutoffs. Members themselves are never touched here. */
export interface MembershipRecordsPurgePort {
  purge(cutoffs: MembershipCutoffs): Promise<PurgedMembershipRecords>;
}
