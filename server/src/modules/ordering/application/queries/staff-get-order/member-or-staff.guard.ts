import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { roleSatisfies } from '../../../../../shared/domain/staff-role';
import { hasAuthorizationHeader } from '../../../../../shared/http/auth/staff/bearer-token';
import type { StaffRequest } from '../../../../../shared/http/auth/staff/staff-auth.guard';
import { StaffIdentityService } from '../../../../../shared/http/auth/staff/staff-identity.service';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';

/**
 * GET /api/order/one/{id}: a valid admin session, or an API token with orders:read, lets staff through (the staff
 * view); anything else is judged exactly as before, by the member's session (MemberAuthGuard: 401 without one).
 * A bad or under-scoped token falls back to the member rule too, so it gets the member route's 401.
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
