import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthenticatedMember } from '../../application/session-verifier.port';
import { MEMBER_SESSION_STRATEGY } from './jwt-session.strategy';

/**
 * For public reads that answer a little more to a logged-in member (a review list: which are mine, which I voted
 * for): lets everyone through, and sets the member when the session cookie is valid. Never a 401.
 */
@Injectable()
export class OptionalMemberAuthGuard extends AuthGuard(MEMBER_SESSION_STRATEGY) {
  override handleRequest<T = AuthenticatedMember | null>(_error: unknown, member: T | false): T {
    return (member || null) as T;
  }
}
