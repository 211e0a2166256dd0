import type { Page, PageRequest } from '../../../../shared/domain/page';

import type { AccessSubjectType } from '../../../../shared/application/staff-activity.port';

export type { AccessSubjectType };

/** One look at personal data: who, when, from where, whose data (a member or an order), why and which fields. */
export interface AccessEntry {
  adminId: number | null;
  actor: string;
  ip: string;
  subjectType: AccessSubjectType;
  /** The member's or order's id; null for a list that showed many. */
  subjectId: string | null;
  purpose: string;
  fields: string[];
  at: Date;
}

export interface AccessRecord extends AccessEntry {
  id: number;
}

export interface AccessLogFilter {
  adminId?: number;
  subjectType?: AccessSubjectType;
  subjectId?: string;
}

export interface AccessLogPort {
  append(entry: AccessEntry): Promise<void>;
  page(request: PageRequest, filter: AccessLogFilter): Promise<Page<AccessRecord>>;
  /** Newest first, at most `limit`, for the CSV export. */
  all(filter: AccessLogFilter, limit: number): Promise<AccessRecord[]>;
}
