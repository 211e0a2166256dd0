import type { Page, PageRequest } from '../../../../shared/domain/page';

/** One change made by staff: who, what, when, from where, before and after (never a secret). */
export interface AuditEntry {
  adminId: number | null;
  /** The admin's e-mail, or `token:<name>` for an integrator. Kept as it was, even if the account changes later. */
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
  at: Date;
}

export interface AuditRecord extends AuditEntry {
  id: number;
}

export interface AuditLogFilter {
  adminId?: number;
  targetType?: string;
}

export interface AuditLogPort {
  /** Written in the caller's unit of work: the change and its record commit together. */
  append(entry: AuditEntry): Promise<void>;
  page(request: PageRequest, filter: AuditLogFilter): Promise<Page<AuditRecord>>;
  /** Newest first, at most `limit`, for the CSV export. */
  all(filter: AuditLogFilter, limit: number): Promise<AuditRecord[]>;
}
