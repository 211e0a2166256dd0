import type { AuthenticatedStaff } from './staff-authenticator.port';

/** Who did it and from where, as the logs keep it: the admin's id and e-mail at that moment, a token, or the operator. */
export interface StaffActor {
  adminId: number | null;
  actor: string;
  ip: string;
}

export function staffActor(staff: AuthenticatedStaff, ip: string): StaffActor {
  return staff.kind === 'admin' ? { adminId: staff.id, actor: staff.email, ip } : { adminId: null, actor: `token:${staff.name}`, ip };
}

/** The person at the server's command line or environment (`npm run admin:create`, ADMIN_OWNER_EMAIL). */
export function operatorActor(how: string): StaffActor {
  return { adminId: null, actor: `operator:${how}`, ip: 'local' };
}

/** A change staff made: what, to which thing, and the thing before and after (never a secret). */
export interface AuditedChange {
  /** e.g. `goods.update`, `order.ship`, `coupon.create`. */
  action: string;
  /** e.g. `goods`, `order`, `coupon`. */
  targetType: string;
  targetId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Whose data a look showed: a member's, an order's, or the back office's own records of staff (admins, logs). */
export const ACCESS_SUBJECT_TYPES = ['member', 'order', 'staff'] as const;
export type AccessSubjectType = (typeof ACCESS_SUBJECT_TYPES)[number];

/** A look at personal data: whose, why, and which fields were shown. */
export interface PersonalDataLook {
  subjectType: AccessSubjectType;
  /** null for a list that showed many. */
  subjectId: string | number | null;
  /** e.g. `users.list`, `users.detail`, `orders.detail`, `orders.export`. */
  purpose: string;
  fields: string[];
}

/**
 * The back office's two logs, for every context's staff routes: a change is recorded inside the use case's unit of
 * work (it commits or rolls back with the change), a look at personal data before the data leaves the server.
 * Backoffice implements it; SessionAuthModule makes it global, so catalog, ordering or promotions need not know
 * backoffice.
 */
export interface StaffActivityPort {
  changed(by: StaffActor, change: AuditedChange): Promise<void>;
  looked(by: StaffActor, look: PersonalDataLook): Promise<void>;
}

export const STAFF_ACTIVITY = Symbol('STAFF_ACTIVITY');
