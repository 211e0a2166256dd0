import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { GuestFailures, isEmailLike } from '../../../domain/guest-failures';
import { type GuestSession, guestSessionExpiry } from '../../../domain/guest-session';
import { GUEST_PHONE_VERIFICATION, GUEST_SESSIONS } from '../../cart-checkout.di-tokens';
import type { GuestPhoneVerificationPort } from '../../ports/guest-phone-verification.port';
import type { GuestSessionsPort } from '../../ports/guest-sessions.port';

export interface StartGuestCheckoutCommand {
  /** From POST /api/verification/confirm with purpose 'guest-order'. */
  verificationToken: string;
  name: string;
  email: string;
}

/**
 * POST /api/guest/checkout: a shopper without an account proves a phone (verification's 'guest-order' token, spent
 * here once) and gives a name and e-mail; answers a guest session for the checkout. The orderer of a guest order is
 * exactly this: the name, the verified phone, the e-mail.
 */
@Injectable()
export class StartGuestCheckoutService {
  constructor(
    @Inject(GUEST_PHONE_VERIFICATION) private readonly verification: GuestPhoneVerificationPort,
    @Inject(GUEST_SESSIONS) private readonly sessions: GuestSessionsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: StartGuestCheckoutCommand): Promise<Result<{ token: string; session: GuestSession }>> {
    const name = command.name.trim();
    const email = command.email.trim();
    if (!name) return GuestFailures.nameRequired();
    if (!isEmailLike(email)) return GuestFailures.emailInvalid();
    // Checked before the token is spent: a typo in the e-mail costs no new code.
    const verified = await this.verification.spendGuestOrderToken(command.verificationToken);
    if (!verified.ok) return verified;
    const now = this.clock.now();
    return ok(await this.sessions.open({ orderer: { name, email, phone: verified.value.phone }, orderId: null, now, expiresAt: guestSessionExpiry(now) }));
  }
}
