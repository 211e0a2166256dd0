import { membershipWorld } from '../../testing/in-memory-membership';
import { StartNaverLoginService } from './start-naver-login.service';

describe('StartNaverLoginService', () => {
  it('is off without a client id', async () => {
    const world = membershipWorld();
    world.social.enabled = false;
    expect(await new StartNaverLoginService(world.social, world.states, world.secrets, world.clock).execute()).toEqual({ enabled: false });
    expect(world.states.rows.size).toBe(0);
  });

  it('remembers a fresh state by digest for 10 minutes and puts it in the authorize URL', async () => {
    const world = membershipWorld();
    const started = await new StartNaverLoginService(world.social, world.states, world.secrets, world.clock).execute();
    if (!started.enabled) throw new Error('expected enabled');
    expect(started.url).toContain(`state=${started.state}`);
    expect(world.states.rows.get(`d(${started.state})`)?.expiresAt).toEqual(new Date(world.clock.now().getTime() + 600_000));
  });
});
