import type { GuestSessionsPort } from '../ports/guest-sessions.port';
import type { GuestOrderer, GuestSession } from '../../domain/guest-session';

/** GuestSessionsPort in memory, for unit specs: tokens are counted, not random. */
export class InMemoryGuestSessions implements GuestSessionsPort {
  readonly sessions = new Map<string, GuestSession & { token: string }>();
  private next = 1;

  async open(input: { orderer: GuestOrderer; orderId: number | null; now: Date; expiresAt: Date }): Promise<{ token: string; session: GuestSession }> {
    const id = `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`;
    const token = `guest-token-${this.next++}`;
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
}
