import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { LogoutService } from './logout.service';

describe('LogoutService', () => {
  it('revokes the session, and does nothing without one', async () => {
    const world = membershipWorld();
    const { session } = await registered(world);
    const service = new LogoutService(world.sessionService);
    await service.execute(null);
    expect(world.sessions.rows.get(session.sessionId)?.revokedAt).toBeNull();
    await service.execute(session.sessionId);
    expect(world.sessions.rows.get(session.sessionId)?.revokedAt).toEqual(world.clock.now());
  });
});
