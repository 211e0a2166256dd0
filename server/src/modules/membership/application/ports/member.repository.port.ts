import type { Result } from '../../../../shared/domain/result';
import type { Member } from '../../domain/member';

export interface MemberRepositoryPort {
  findById(id: number): Promise<Member | null>;
  /** The member with its row locked until the unit of work ends (a withdrawal: orders placed meanwhile wait). */
  lockById(id: number): Promise<Member | null>;
  /**
   * True when the member is active, holding the row (a shared lock) until the unit of work ends: a withdrawal
   * waits for the caller (an order being placed), or the caller sees the member withdrawn.
   */
  holdActive(id: number): Promise<boolean>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<Member | null>;
  /** Active members only: a withdrawn or dormant member is found by no recovery. */
  findByPhone(phone: string): Promise<Member[]>;
  findByNaverId(naverId: string): Promise<Member | null>;
  /** Taken by a member (any standing, until a withdrawn one is anonymised) or by a dormant member's moved-out data. */
  emailTaken(email: string): Promise<boolean>;
  /** The login time dormancy counts from; its own UPDATE (no version bump), which also clears a dormancy notice. */
  recordLogin(memberId: number, at: Date): Promise<void>;
  /** The saved member with its id; MEMBERSHIP.EMAIL_TAKEN when the e-mail was taken meanwhile. */
  insert(member: Member): Promise<Result<Member>>;
  /** MEMBERSHIP.MEMBER_CHANGED when the row changed since `member` was read (optimistic lock); nothing is written then. */
  update(member: Member): Promise<Result<void>>;
}
