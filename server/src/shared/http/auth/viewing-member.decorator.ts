import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedMember } from '../../application/session-verifier.port';

/** The member OptionalMemberAuthGuard found, or null for a visitor. */
export const ViewingMember = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedMember | null => context.switchToHttp().getRequest<{ user?: AuthenticatedMember | null }>().user ?? null,
);
