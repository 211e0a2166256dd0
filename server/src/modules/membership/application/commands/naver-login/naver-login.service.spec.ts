import type { SocialProfile } from '../../ports/social-login.port';
import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { ExchangeNaverCodeService } from '../exchange-naver-code/exchange-naver-code.service';
import { StartNaverLoginService } from '../start-naver-login/start-naver-login.service';
import { NaverLoginService } from './naver-login.service';

const profile: SocialProfile = { providerId: 'n-1', email: 'jihun@naver.com', name: '박지훈', phone: '01022223333', birth: '1988-07-21', sex: 1 };

async function flow(world: ReturnType<typeof membershipWorld>, naverProfile: SocialProfile, accessToken = `access-${Math.random()}`) {
  const started = await new StartNaverLoginService(world.social, world.states, world.secrets, world.clock).execute();
  if (!started.enabled) throw new Error('expected enabled');
  world.social.codes.set(`code-${accessToken}`, { accessToken, refreshToken: 'r' });
  world.social.profiles.set(accessToken, naverProfile);
  await new ExchangeNaverCodeService(world.social, world.states, world.secrets, world.clock).execute({ code: `code-${accessToken}`, state: started.state, browserState: started.state });
  const service = new NaverLoginService(world.social, world.states, world.members, world.secrets, world.sessionService, world.clock, world.unitOfWork, world.welcomeGift, world.dormantMembers);
  return { state: started.state, accessToken, login: (token = accessToken, browserState: string | null = started.state) => service.execute({ accessToken: token, browserState, ...world.client }) };
}

describe('NaverLoginService', () => {
  it('creates a member on the first login and finds them by Naver id next time', async () => {
    const world = membershipWorld();
    const first = await (await flow(world, profile)).login();
    if (!first.ok) throw new Error(first.message);
    expect(first.value.member.snapshot()).toMatchObject({ email: 'jihun@naver.com', name: '박지훈', naverId: 'n-1', passwordHash: null, phone: '01022223333' });
    const second = await (await flow(world, { ...profile, email: 'changed@naver.com' })).login();
    expect(second.ok && second.value.member.id).toBe(first.value.member.id);
    // The welcome gift goes to the new member once, not again at the next login.
    expect(world.welcomeGift.given.map((gift) => gift.memberId)).toEqual([first.value.member.id]);
  });

  it('links the member with the same e-mail', async () => {
    const world = membershipWorld();
    const { member } = await registered(world, { email: 'Jihun@Naver.com' });
    const result = await (await flow(world, profile)).login();
    expect(result.ok && result.value.member.id).toBe(member.id);
    expect((await world.members.findById(member.id))?.naverId).toBe('n-1');
    // Linking is no sign-up: only the sign-up's gift.
    expect(world.welcomeGift.given.map((gift) => gift.memberId)).toEqual([member.id]);
  });

  it('accepts only the token this browser\'s state was exchanged for, once', async () => {
    const world = membershipWorld();
    const attacker = await flow(world, profile, 'attacker-token');
    const victim = await flow(world, { ...profile, providerId: 'n-2', email: 'victim@naver.com' }, 'victim-token');
    expect(await victim.login('attacker-token')).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
    expect(await victim.login('victim-token', null)).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
    expect((await attacker.login()).ok).toBe(true);
    expect(await attacker.login()).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_STATE_INVALID' });
  });

  it('needs an e-mail from Naver and refuses under 14', async () => {
    const world = membershipWorld();
    expect(await (await flow(world, { ...profile, email: null })).login()).toMatchObject({ code: 'MEMBERSHIP.NAVER_EMAIL_REQUIRED' });
    expect(await (await flow(world, { ...profile, providerId: 'kid', email: 'kid@naver.com', birth: '2020-01-01' })).login()).toMatchObject({ code: 'MEMBERSHIP.UNDER_AGE' });
  });

  it('refuses to move a member already linked to another Naver account', async () => {
    const world = membershipWorld();
    await (await flow(world, profile)).login();
    const other = await (await flow(world, { ...profile, providerId: 'n-9' })).login();
    expect(other).toMatchObject({ ok: false, kind: 'conflict', code: 'MEMBERSHIP.NAVER_ALREADY_LINKED' });
  });

  it('a withdrawn member\'s Naver id or e-mail logs into nothing and creates nothing', async () => {
    const world = membershipWorld();
    const first = await (await flow(world, profile)).login();
    if (!first.ok) throw new Error(first.message);
    const member = first.value.member;
    member.withdraw(world.clock.now());
    await world.members.update(member);
    expect(await (await flow(world, profile)).login()).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_LOGIN_FAILED' });
    // Another Naver account with the withdrawn member's e-mail: refused too, no new member.
    expect(await (await flow(world, { ...profile, providerId: 'n-7' })).login()).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_LOGIN_FAILED' });
    expect(await world.members.findByNaverId('n-7')).toBeNull();
  });

  it('a dormant member\'s Naver login answers MEMBERSHIP.DORMANT, by Naver id or by e-mail', async () => {
    const world = membershipWorld();
    const first = await (await flow(world, profile)).login();
    if (!first.ok) throw new Error(first.message);
    world.members.moveToDormant(first.value.member.id, world.dormantMembers);
    expect(await (await flow(world, profile)).login()).toMatchObject({ ok: false, kind: 'forbidden', code: 'MEMBERSHIP.DORMANT' });
    expect(await (await flow(world, { ...profile, providerId: 'n-8' })).login()).toMatchObject({ ok: false, code: 'MEMBERSHIP.DORMANT' });
  });

  it('records the login time dormancy counts from', async () => {
    const world = membershipWorld();
    const first = await (await flow(world, profile)).login();
    if (!first.ok) throw new Error(first.message);
    expect(world.members.lastLogins.get(first.value.member.id)).toEqual(world.clock.now());
  });
});
