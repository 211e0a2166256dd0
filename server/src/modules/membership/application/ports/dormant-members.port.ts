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
   * Active members last seen (last login, else sign-up) before `idleSince` and not told yet, at most `limit`, lowest
   * id first. Nothing is marked or locked: a notice is marked told only once its text was handed over (markNoticed).
   */
  findDueNotices(idleSince: Date, limit: number): Promise<DormancyNotice[]>;
  /**
   * The notice's member marked told at `now`, in its own statement; false (nothing changed) when the member is no
   * longer as found: told already, not active, or logged in since (`lastSeenAt` moved on).
   */
  markNoticed(notice: DormancyNotice, now: Date): Promise<boolean>;
  /**
   * Active members last seen before `idleSince` and told at or before `noticedBefore`: their data moved out, their
   * rows left as placeholders; the ids, at most `limit`.
   */
  moveOut(due: { idleSince: Date; noticedBefore: Date }, now: Date, limit: number, placeholder: PlaceholderIdentity): Promise<number[]>;
  /** The member's data moved back into the live row, which is active again; false when it was not dormant (any more). */
  moveBack(memberId: number, now: Date): Promise<boolean>;
}
