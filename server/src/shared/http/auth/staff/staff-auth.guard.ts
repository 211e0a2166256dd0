import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../application/staff-authenticator.port';
import { roleSatisfies } from '../../../domain/staff-role';
import { ApiException } from '../../api-exception';
import { hasAuthorizationHeader } from './bearer-token';
import { STAFF_ACCESS, type StaffAccessRule } from './staff-access.rule';
import { StaffIdentityService } from './staff-identity.service';

export const STAFF_NOT_LOGGED_IN = new ApiException('unauthenticated', 'COMMON.STAFF_UNAUTHENTICATED', '관리자 로그인이 필요합니다.');
export const STAFF_FORBIDDEN = new ApiException('forbidden', 'COMMON.STAFF_FORBIDDEN', '권한이 없습니다.');
const TOKEN_INVALID = new ApiException('unauthenticated', 'COMMON.API_TOKEN_INVALID', 'API 토큰이 올바르지 않거나 만료되었습니다.');

/** Where the guard leaves who is asking, for @CurrentStaff(). */
export interface StaffRequest {
  staff?: AuthenticatedStaff;
}

/**
 * The staff routes' guard (see @StaffAccess). A request with an Authorization header is judged by its bearer token
 * alone; otherwise by the admin session cookie. Without either: 401, unless a member's session came instead (403:
 * the member is known, and not staff).
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: StaffIdentityService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<StaffAccessRule | undefined>(STAFF_ACCESS, [context.getHandler(), context.getClass()]) ?? {
      role: 'owner',
      scope: null,
    };
    const request = context.switchToHttp().getRequest<FastifyRequest & StaffRequest>();
    request.staff = hasAuthorizationHeader(request) ? await this.byToken(request, rule) : await this.bySession(request, rule);
    return true;
  }

  private async byToken(request: FastifyRequest, rule: StaffAccessRule): Promise<AuthenticatedStaff> {
    const token = await this.identity.token(request);
    if (!token) throw TOKEN_INVALID;
    if (!rule.scope || !token.scopes.includes(rule.scope)) throw STAFF_FORBIDDEN;
    return token;
  }

  private async bySession(request: FastifyRequest, rule: StaffAccessRule): Promise<AuthenticatedStaff> {
    const admin = await this.identity.admin(request);
    if (!admin) throw (await this.identity.isMember(request)) ? STAFF_FORBIDDEN : STAFF_NOT_LOGGED_IN;
    if (!roleSatisfies(admin.role, rule.role)) throw STAFF_FORBIDDEN;
    return admin;
  }
}
