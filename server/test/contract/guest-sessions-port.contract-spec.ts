import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GUEST_SESSIONS } from '../../src/modules/cart-checkout/application/cart-checkout.di-tokens';
import type { GuestSessionsPort } from '../../src/modules/cart-checkout/application/ports/guest-sessions.port';
import { InMemoryGuestSessions } from '../../src/modules/cart-checkout/application/testing/in-memory-guest-sessions';
import { sql } from '../support/database';
import { createTestApp } from '../support/test-app';

const NOW = new Date('2026-11-23T03:00:00Z');
const LATER = new Date(NOW.getTime() + 30 * 60_000);
const orderer = (phone: string) => ({ name: '비회원', email: 'guest@example.com', phone });

/**
 * GuestSessionsPort's contract, run on the PostgreSQL adapter and on the unit specs' in-memory fake: a session is
 * found by its token until it expires, never by another token; binding scopes it to an order; close and the purge
 * remove it.
 */
describe.each(['postgres', 'in-memory'] as const)('GuestSessionsPort (%s)', (kind) => {
  let app: NestFastifyApplication | undefined;
  let sessions: GuestSessionsPort;
  let orderId: number;

  beforeAll(async () => {
    if (kind === 'postgres') {
      app = await createTestApp();
      sessions = app.get<GuestSessionsPort>(GUEST_SESSIONS);
      const [order] = await sql<{ id: string }>('SELECT id FROM orders ORDER BY id LIMIT 1');
      orderId = order ? Number(order.id) : 0;
    } else {
      sessions = new InMemoryGuestSessions();
      orderId = 41;
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  it('finds a session by its token until it expires, and never by another token', async () => {
    const { token, session } = await sessions.open({ orderer: orderer('01011112222'), orderId: null, now: NOW, expiresAt: LATER });
    expect(session).toMatchObject({ name: '비회원', phone: '01011112222', orderId: null, expiresAt: LATER });
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(await sessions.find(token, new Date(LATER.getTime() - 1))).toMatchObject({ id: session.id, phone: '01011112222' });
    expect(await sessions.find(token, LATER)).toBeNull();
    expect(await sessions.find(`${token}x`, NOW)).toBeNull();
  });

  it('binds a session to an order, and closes it', async () => {
    const { token, session } = await sessions.open({ orderer: orderer('01011113333'), orderId: null, now: NOW, expiresAt: LATER });
    if (orderId > 0) {
      await sessions.bindOrder(session.id, orderId);
      expect((await sessions.find(token, NOW))?.orderId).toBe(orderId);
    }
    await sessions.close(session.id);
    expect(await sessions.find(token, NOW)).toBeNull();
  });

  it('purges the sessions expired at the time given, and keeps the live ones', async () => {
    const live = await sessions.open({ orderer: orderer('01011114444'), orderId: null, now: NOW, expiresAt: new Date(LATER.getTime() + 60_000) });
    await sessions.open({ orderer: orderer('01011115555'), orderId: null, now: NOW, expiresAt: LATER });
    expect(await sessions.purgeExpired(LATER)).toBeGreaterThanOrEqual(1);
    expect(await sessions.find(live.token, LATER)).not.toBeNull();
  });
});
