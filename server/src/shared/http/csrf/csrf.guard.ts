import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../api-exception';
import { hasAuthorizationHeader } from '../auth/staff/bearer-token';
import { STAFF_ACCESS, type StaffAccessRule } from '../auth/staff/staff-access.rule';
import { CSRF_EXEMPT } from './csrf-exempt.decorator';
import { CsrfTokenService } from './csrf-token.service';
import { REFUSE_CROSS_SITE } from './refuse-cross-site.decorator';
import { isCrossSite } from './request-site';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decides by the handler that matched, never by how the URL was spelled: every POST, PUT, PATCH and DELETE any
 * controller answers needs the anti-forgery token and must not come from another site, unless the handler says
 * @CsrfExempt(reason). A safe method is checked only when its handler says @RefuseCrossSite(). A staff route that
 * accepts API tokens (@StaffAccess with a scope) is judged by the token when the request carries an Authorization
 * header: no cookie authenticates it, and a browser cannot forge that header across sites.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly tokens: CsrfTokenService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (SAFE_METHODS.has(request.method)) {
      if (this.reflector.getAllAndOverride<boolean>(REFUSE_CROSS_SITE, targets)) this.refuseCrossSite(request);
      return true;
    }
    if (this.reflector.getAllAndOverride<string>(CSRF_EXEMPT, targets)) return true;
    if (this.reflector.getAllAndOverride<StaffAccessRule | undefined>(STAFF_ACCESS, targets)?.scope && hasAuthorizationHeader(request)) return true;
    this.refuseCrossSite(request);
    if (this.tokens.verify(request)) return true;
    throw new ApiException('forbidden', 'COMMON.CSRF_TOKEN_INVALID', '보안 토큰이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.');
  }

  private refuseCrossSite(request: FastifyRequest): void {
    if (isCrossSite(request)) {
      throw new ApiException('forbidden', 'COMMON.CROSS_SITE_REFUSED', '다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
    }
  }
}
