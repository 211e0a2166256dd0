/** A dormant member's moved-out data, as much as the login and the restoration need. */
export interface DormantMember {
  memberId: number;
  /** argon2id; null for a member who only ever logged in with Naver. Never leaves the server. */
  passwordHash: string | null;
  phone: string | null;
  naverId: string | null;
}

export interface DormancyNotice {
  memberId: number;
  phone: string | null;
  /** The last login (else the sign-up) the year counts from. */
  lastSeenAt: Date;
}

/** What the live row of a moved-out or anonymised member holds instead of the person (domain policies). */
export type PlaceholderIdentity = (memberId: number) => { email: string; name: string };

/**
 * `member_dormant`: where a dormant member's personal data waits apart from the live table. Moving out and back
 * are each one statement set in the caller's unit of work; the live row keeps only a placeholder that cannot log in.
 */
export interface DormantMembersPort {
  /** Case-insensitive. */
  findByEmail(email: string): Promise<DormantMember | null>;
  findByNaverId(naverId: string): Promise<DormantMember | null>;
  /** Like findByEmail, with the row locked until the unit of work ends (SELECT … FOR UPDATE). */
  lockByEmail(email: string): Promise<DormantMember | null>;
  /**
   * Active members last seen (last login, else sign-up) before `idleSince` and not told yet: marked told at `now`
   * and returned, at most `limit`.
   */
  claimNotices(idleSince: Date, now: Date, limit: number): Promise<DormancyNotice[]>;
  /**
   * Active members last seen before `idleSince` and told at or before `noticedBefore`: their data moved out, their
   * rows left as placeholders; the ids, at most `limit`.
   */
  moveOut(due: { idleSince: Date; noticedBefore: Date }, now: Date, limit: number, placeholder: PlaceholderIdentity): Promise<number[]>;
  /** The member's data moved back into the live row, which is active again; false when it was not dormant (any more). */
  moveBack(memberId: number, now: Date): Promise<boolean>;
}
