import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedMember } from '../../../../shared/application/session-verifier.port';
import { ApiException } from '../../../../shared/http/api-exception';
import { assertSameMember } from '../../../../shared/http/auth/assert-same-member';
import type { GuestSession } from '../../domain/guest-session';

/** What the guest guards put on the request. */
export interface GuestRequest {
  guest?: GuestSession;
  user?: AuthenticatedMember;
}

/** Who is checking out: a logged-in member, or a guest whose phone was verified. */
export type CheckoutBuyer = { kind: 'member'; member: AuthenticatedMember } | { kind: 'guest'; session: GuestSession };

export const GUEST_NOT_VERIFIED = new ApiException('unauthenticated', 'CHECKOUT.GUEST_NOT_VERIFIED', '비회원 주문은 휴대폰 인증 후 이용할 수 있습니다.');

/** The buyer CheckoutBuyerGuard let through. */
export const Buyer = createParamDecorator((_data: unknown, context: ExecutionContext): CheckoutBuyer => {
  const request = context.switchToHttp().getRequest<GuestRequest>();
  if (request.user) return { kind: 'member', member: request.user };
  if (request.guest) return { kind: 'guest', session: request.guest };
  throw GUEST_NOT_VERIFIED;
});

/** The guest session GuestSessionGuard let through. */
export const CurrentGuest = createParamDecorator((_data: unknown, context: ExecutionContext): GuestSession => {
  const guest = context.switchToHttp().getRequest<GuestRequest>().guest;
  if (!guest) throw GUEST_NOT_VERIFIED;
  return guest;
});

/**
 * The member id the spec's client sends must be the session's member; a guest sends 0 (the spec's "logged out").
 * Anything else is 403, as assertSameMember answers.
 */
export function assertBuyer(buyer: CheckoutBuyer, claimedId: unknown): void {
  if (buyer.kind === 'member') return assertSameMember(buyer.member, claimedId);
  if (claimedId !== 0 && claimedId !== '0') throw new ApiException('forbidden', 'COMMON.FORBIDDEN', '접근 권한이 없습니다.');
}
