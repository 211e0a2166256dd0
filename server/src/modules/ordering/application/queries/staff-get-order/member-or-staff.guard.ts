import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { roleSatisfies } from '../../../../../shared/domain/staff-role';
import { hasAuthorizationHeader } from '../../../../../shared/http/auth/staff/bearer-token';
import { STAFF_FORBIDDEN, type StaffRequest } from '../../../../../shared/http/auth/staff/staff-auth.guard';
import { StaffIdentityService } from '../../../../../shared/http/auth/staff/staff-identity.service';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';

/**
 * GET /api/order/one/{id}: a valid admin session, or an API token with orders:read, lets staff through (the staff
 * view). A valid token without that scope is known and not allowed: 403, as on every staff route. Anything else
 * (no token, or one that is not valid) is judged exactly as before, by the member's session (MemberAuthGuard: 401
 * without one).
 */
@Injectable()
export class MemberOrStaffGuard implements CanActivate {
  private readonly member: MemberAuthGuard;

  constructor(
    reflector: Reflector,
    private readonly identity: StaffIdentityService,
  ) {
    this.member = new MemberAuthGuard(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & StaffRequest>();
    if (hasAuthorizationHeader(request)) {
      const token = await this.identity.token(request);
      if (token && token.scopes.includes('orders:read')) {
        request.staff = token;
        return true;
      }
      if (token) throw STAFF_FORBIDDEN;
    } else {
      const admin = await this.identity.admin(request);
      if (admin && roleSatisfies(admin.role, 'staff')) {
        request.staff = admin;
        return true;
      }
    }
    return (await this.member.canActivate(context)) as boolean;
  }
}
