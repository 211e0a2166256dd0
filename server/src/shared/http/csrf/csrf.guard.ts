import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../api-exception';
import { CsrfTokenService } from './csrf-token.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every state-changing call under /api must carry the anti-forgery header. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly tokens: CsrfTokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api')) return true;
    if (this.tokens.verify(request)) return true;
    throw new ApiException('forbidden', 'COMMON.CSRF_TOKEN_INVALID', '보안 토큰이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.');
  }
}
