import { membershipWorld } from '../../testing/in-memory-membership';
import { StartNaverLoginService } from '../start-naver-login/start-naver-login.service';
import { ExchangeNaverCodeService } from './exchange-naver-code.service';

async function setup() {
  const world = membershipWorld();
  const started = await new StartNaverLoginService(world.social, world.states, world.secrets, world.clock).execute();
  if (!started.enabled) throw new Error('expected enabled');
  world.social.codes.set('code', { accessToken: 'access', refreshToken: 'refresh' });
  const service = new ExchangeNaverCodeService(world.social, world.states, world.secrets, world.clock);
  return { world, state: started.state, service };
}

describe('ExchangeNaverCodeService', () => {
  it('trades the code once, for the browser that holds the state', async () => {
    const { world, state, service } = await setup();
    expect(await service.execute({ code: 'code', state, browserState: state })).toEqual({ ok: true, value: { accessToken: 'access', refreshToken: 'refresh' } });
    expect(world.states.rows.get(`d(${state})`)?.accessTokenDigest).toBe('d(access)');
    expect(await service.execute({ code: 'code', state, browserState: state })).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
  });

  it('refuses a state that is not the browser\'s, unknown, or expired', async () => {
    const { world, state, service } = await setup();
    expect(await service.execute({ code: 'code', state, browserState: null })).toMatchObject({ code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
    expect(await service.execute({ code: 'code', state, browserState: 'another' })).toMatchObject({ code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
    expect(await service.execute({ code: 'code', state: 'made-up', browserState: 'made-up' })).toMatchObject({ code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
    world.clock.advance(600_000);
    expect(await service.execute({ code: 'code', state, browserState: state })).toMatchObject({ code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
  });

  it('passes on Naver\'s refusal, and is off without a client id', async () => {
    const { world, state, service } = await setup();
    expect(await service.execute({ code: 'bad', state, browserState: state })).toMatchObject({ kind: 'unauthenticated', code: 'MEMBERSHIP.NAVER_LOGIN_FAILED' });
    world.social.enabled = false;
    expect(await service.execute({ code: 'code', state, browserState: state })).toMatchObject({ kind: 'not-found', code: 'MEMBERSHIP.NAVER_DISABLED' });
  });
});
