export interface AdminSessionRecord {
  id: string;
  adminId: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface AdminSessionRepositoryPort {
  create(session: AdminSessionRecord & { ip: string; userAgent: string }): Promise<void>;
  find(id: string): Promise<AdminSessionRecord | null>;
  revoke(id: string, now: Date): Promise<void>;
  /** Every open session of an admin (taken out of use, or a password changed by an owner). */
  revokeAllOf(adminId: number, now: Date): Promise<void>;
}
