import type { ApiScope } from '../../../domain/api-scope';
import type { StaffRole } from '../../../domain/staff-role';

/** Where @StaffAccess leaves its rule for StaffAuthGuard and CsrfGuard. */
export const STAFF_ACCESS = Symbol('STAFF_ACCESS');

export interface StaffAccessRule {
  /** The least role an admin needs (default staff). */
  role: StaffRole;
  /** The scope an API token needs; without one, tokens are refused on this route. */
  scope: ApiScope | null;
}
