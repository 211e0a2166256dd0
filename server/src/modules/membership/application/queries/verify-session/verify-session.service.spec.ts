import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { VerifySessionService } from './verify-session.service';

async function setup() {
  const world = membershipWorld();
  const { member, session } = await registered(world);
  const verifier = new VerifySessionService(world.sessions, world.members, world.clock);
  return { world, member, session, verifier, payload: { sub: String(member.id), jti: session.sessionId } };
}

describe('VerifySessionService', () => {
  it('knows the member of a live session', async () => {
    const { member, session, verifier, payload } = await setup();
    expect(await verifier.verify(payload)).toEqual({ id: member.id, sessionId: session.sessionId, mustChangePassword: false });
  });

  it('forgets a revoked session, an expired one, and one named for another member', async () => {
    const { world, session, verifier, payload } = await setup();
    expect(await verifier.verify({ ...payload, sub: '999' })).toBeNull();
    expect(await verifier.verify({ ...payload, jti: 'not-a-uuid' })).toBeNull();
    world.clock.advance(7 * 24 * 3600_000);
    expect(await verifier.verify(payload)).toBeNull();
    const fresh = await setup();
    await fresh.world.sessions.revoke(fresh.session.sessionId, fresh.world.clock.now());
    expect(await fresh.verifier.verify(fresh.payload)).toBeNull();
    expect(session.sessionId).toBeDefined();
  });
});
