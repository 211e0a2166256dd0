import type { PlaceholderIdentity } from './dormant-members.port';

export interface AnonymisedMembers {
  members: number;
  addresses: number;
  /** Who was anonymised in this batch. */
  memberIds: number[];
}

/** Withdrawn members past their 30 days (withdrawal-policy.ts): the row anonymised, the address book deleted. */
export interface WithdrawnMembersPort {
  anonymiseWithdrawnBefore(cutoff: Date, now: Date, limit: number, anonymous: PlaceholderIdentity): Promise<AnonymisedMembers>;
}
