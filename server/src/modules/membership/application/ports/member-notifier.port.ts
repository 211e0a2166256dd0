/** Texts a member's verified phone (the found ID, a temporary password). */
export interface MemberNotifierPort {
  text(phone: string, message: string): Promise<void>;
}
