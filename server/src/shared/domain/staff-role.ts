/**
 * Staff roles: the owner does everything, staff everything but admin accounts and API tokens. Routes name the
 * least role they need; `owner` outranks `staff`.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleSatisfies(held: StaffRole, needed: StaffRole): boolean {
  return needed === 'staff' || held === 'owner';
}
