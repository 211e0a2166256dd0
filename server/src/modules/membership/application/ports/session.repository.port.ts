export interface SessionRecord {
  id: string;
  memberId: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** Last time the current password was re-entered in this session (check-pass.php). */
  passwordVerifiedAt: Date | null;
}

export interface SessionRepositoryPort {
  create(session: SessionRecord & { ip: string; userAgent: string }): Promise<void>;
  find(id: string): Promise<SessionRecord | null>;
  revoke(id: string, now: Date): Promise<void>;
  /** Every live session of the member except `exceptId` (after a password change or reset). */
  revokeAllOf(memberId: number, now: Date, exceptId?: string): Promise<void>;
  setPasswordVerifiedAt(id: string, at: Date | null): Promise<void>;
}
