import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedMember } from '../../application/session-verifier.port';
import { NOT_LOGGED_IN } from './member-auth.guard';

/** The member MemberAuthGuard let through; use only on guarded handlers. */
export const CurrentMember = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedMember => {
  const member = context.switchToHttp().getRequest<{ user?: AuthenticatedMember }>().user;
  if (!member) throw NOT_LOGGED_IN;
  return member;
});
