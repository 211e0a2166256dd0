import type { Result } from '../../../../shared/domain/result';
import type { Member } from '../../domain/member';

export interface MemberRepositoryPort {
  findById(id: number): Promise<Member | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<Member | null>;
  findByPhone(phone: string): Promise<Member[]>;
  findByNaverId(naverId: string): Promise<Member | null>;
  emailTaken(email: string): Promise<boolean>;
  /** The saved member with its id; MEMBERSHIP.EMAIL_TAKEN when the e-mail was taken meanwhile. */
  insert(member: Member): Promise<Result<Member>>;
  /** MEMBERSHIP.MEMBER_CHANGED when the row changed since `member` was read (optimistic lock); nothing is written then. */
  update(member: Member): Promise<Result<void>>;
}
