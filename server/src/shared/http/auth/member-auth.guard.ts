import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AuthenticatedMember } from '../../application/session-verifier.port';
import { ApiException } from '../api-exception';
import { ALLOW_PENDING_PASSWORD_CHANGE } from './allow-pending-password-change.decorator';
import { MEMBER_SESSION_STRATEGY } from './jwt-session.strategy';

export const NOT_LOGGED_IN = new ApiException('unauthenticated', 'COMMON.UNAUTHENTICATED', '로그인이 필요합니다.');

/**
 * Lets a handler run only for a logged-in member: 401 with the envelope otherwise. A
 * member holding a temporary password gets 403 everywhere except the handlers marked
 * with @AllowPendingPasswordChange().
 */
@Injectable()
export class MemberAuthGuard extends AuthGuard(MEMBER_SESSION_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override handleRequest<T = AuthenticatedMember>(error: unknown, member: T | false, _info: unknown, context: ExecutionContext): T {
    if (error instanceof ApiException) throw error;
    if (error || !member) throw NOT_LOGGED_IN;
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOW_PENDING_PASSWORD_CHANGE, [context.getHandler(), context.getClass()]);
    if ((member as unknown as AuthenticatedMember).mustChangePassword && !allowed) {
      throw new ApiException('forbidden', 'COMMON.PASSWORD_CHANGE_REQUIRED', '임시 비밀번호로 로그인하셨습니다. 새 비밀번호로 변경해주세요.');
    }
    return member;
  }
}
