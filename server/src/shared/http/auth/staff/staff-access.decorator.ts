import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { ApiScope } from '../../../domain/api-scope';
import type { StaffRole } from '../../../domain/staff-role';
import { STAFF_ACCESS, type StaffAccessRule } from './staff-access.rule';
import { StaffAuthGuard } from './staff-auth.guard';


/**
 * A staff route: 401 without an admin session (or token), 403 for a member's session, a role below `role`, or a
 * token without `scope`. Requests with `Authorization: Bearer` are judged by the token alone, and need no
 * anti-forgery token (CsrfGuard reads the same rule): a browser cannot add that header to a forged request.
 */
export function StaffAccess(options: { role?: StaffRole; scope?: ApiScope } = {}): MethodDecorator & ClassDecorator {
  const rule: StaffAccessRule = { role: options.role ?? 'staff', scope: options.scope ?? null };
  return applyDecorators(
    SetMetadata(STAFF_ACCESS, rule),
    UseGuards(StaffAuthGuard),
    ApiSecurity('admin-session'),
    ...(rule.scope ? [ApiBearerAuth('api-token')] : []),
    ApiUnauthorizedResponse({ description: 'COMMON.STAFF_UNAUTHENTICATED: 관리자 로그인이 필요합니다.' }),
    ApiForbiddenResponse({ description: `COMMON.STAFF_FORBIDDEN: 권한이 없습니다. (needs role ${rule.role}${rule.scope ? ` or a token with ${rule.scope}` : ''})` }),
  );
}
