import type { components, operations } from '@/types/api.generated';

/** The back office's answers (the admin API contract, issue 9). */
export type AdminRole = 'owner' | 'staff';
export type YesNo = 'Y' | 'N';

/** Who is logged in to the console (POST /api/admin/login, GET /api/admin/me). */
export interface AdminProfile {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
}

/** POST /api/admin/login: `otp` is the authenticator's 6-digit code or a recovery code (xxxxx-xxxxx), when asked for. */
export type AdminLoginRequest = components['schemas']['AdminLoginRequest'];

/** A login's answer: `recoveryCodes` only when this sign-in set up two-factor (shown once, before the console). */
export type AdminLoginResult = components['schemas']['AdminLoginResponse'];

/** One admin account as the 관리자 screens list and edit it. */
export interface AdminAccount {
  id: number;
  email: string;
  adminName: string;
  role: AdminRole;
  useYn: YesNo;
  created: string;
  updated: string;
}

export interface CreateAdminRequest {
  email: string;
  adminPass: string;
  adminName: string;
  useYn: YesNo;
  role: AdminRole;
}

/** adminPass null keeps the current password. */
export interface UpdateAdminRequest {
  id: number;
  email: string;
  adminPass: string | null;
  adminName: string;
  useYn: YesNo;
  role: AdminRole;
}

export interface AuditEntry {
  id: number;
  at: string;
  adminId: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
}

export interface AccessLogEntry {
  id: number;
  at: string;
  adminId: number;
  adminEmail: string;
  ip: string;
  subjectType: 'member' | 'order' | 'staff';
  /** The member's or order's id as the server keeps it; null for a list or an export that showed many. */
  subjectId: string | number | null;
  purpose: string;
  fields: string[];
}

/** Every list query: page is 0-based, sort is `field,asc|desc`. */
export interface PageQuery {
  page: number;
  size: number;
  sort?: string;
}

type QueryOf<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;

/** The audit list's filters, shared by its CSV export: one admin, one kind of target (goods, option_category...). */
export type AuditFilter = Pick<QueryOf<'ListAuditLogController_list'>, 'adminId' | 'targetType'>;

/** The access log's filters, shared by its CSV export: one admin, one kind of subject. */
export type AccessLogFilter = Pick<QueryOf<'ListAccessLogController_list'>, 'adminId' | 'subjectType'>;
