import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedAdmin, AuthenticatedStaff } from '../../../application/staff-authenticator.port';
import { STAFF_FORBIDDEN, STAFF_NOT_LOGGED_IN, type StaffRequest } from './staff-auth.guard';

/** Who @StaffAccess let through: an admin or an integrator's token. Use only on guarded handlers. */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedStaff => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw STAFF_NOT_LOGGED_IN;
  return staff;
});

/** The admin @StaffAccess let through, on routes tokens cannot reach (no scope): a token here is refused. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedAdmin => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw STAFF_NOT_LOGGED_IN;
  if (staff.kind !== 'admin') throw STAFF_FORBIDDEN;
  return staff;
});
