import { fail, ok, type Result } from '../../../../shared/domain/result';
import type { GuestPhoneVerificationPort } from '../ports/guest-phone-verification.port';
import type { GuestSessionsPort } from '../ports/guest-sessions.port';
import type { GuestOrderer, GuestSession } from '../../domain/guest-session';

/* Guest orders' ports in memory, for unit specs. */

/** GuestSessionsPort in memory: tokens are counted, not random. */
export class InMemoryGuestSessions implements GuestSessionsPort {
  readonly sessions = new Map<string, GuestSession & { token: string }>();
  private next = 1;

  async open(input: { orderer: GuestOrderer; orderId: number | null; now: Date; expiresAt: Date }): Promise<{ token: string; session: GuestSession }> {
    const id = `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`;
    const token = `guest-token-${String(this.next++).padStart(20, '0')}`;
    const session: GuestSession = { id, ...input.orderer, orderId: input.orderId, createdAt: input.now, expiresAt: input.expiresAt };
    this.sessions.set(id, { ...session, token });
    return { token, session: { ...session } };
  }

  async find(token: string, now: Date): Promise<GuestSession | null> {
    const found = [...this.sessions.values()].find((each) => each.token === token && each.expiresAt > now);
    if (!found) return null;
    const { token: _token, ...session } = found;
    return session;
  }

  async bindOrder(sessionId: string, orderId: number): Promise<void> {
    const found = this.sessions.get(sessionId);
    if (found) found.orderId = orderId;
  }

  async close(sessionId: string): Promise<void> {
    this.sessions.delete(sessionId);
  }

  async purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const [id, session] of this.sessions) {
      if (session.expiresAt > now) continue;
      this.sessions.delete(id);
      purged += 1;
    }
    return purged;
  }
}

/**
 * GuestPhoneVerificationPort for unit specs: tokens confirmed for 'guest-order' by phone, and the lookup codes texted
 * (the last code per phone is the right one; each wrong try is counted).
 */
export class FakeGuestPhoneVerification implements GuestPhoneVerificationPort {
  readonly tokens = new Map<string, { phone: string; name: string | null }>();
  readonly texted: { phone: string; ip: string }[] = [];
  readonly codes = new Map<string, string>();
  /** Makes the next text fail (the SMS provider down). */
  failNextText = false;

  async spendGuestOrderToken(token: string): Promise<Result<{ phone: string; name: string | null }>> {
    const found = this.tokens.get(token);
    if (!found) return fail('invalid', 'VERIFICATION.TOKEN_INVALID', '휴대폰 인증을 먼저 진행해주세요.');
    this.tokens.delete(token);
    return ok(found);
  }

  async sendLookupCode(phone: string, ip: string): Promise<Result<void>> {
    if (this.failNextText) {
      this.failNextText = false;
      throw new Error('sms provider down');
    }
    this.texted.push({ phone, ip });
    this.codes.set(phone, '123456');
    return ok(undefined);
  }

  async confirmLookupCode(phone: string, code: string): Promise<boolean> {
    if (this.codes.get(phone) !== code) return false;
    this.codes.delete(phone);
    return true;
  }
}
