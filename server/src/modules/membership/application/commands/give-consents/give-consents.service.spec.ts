import type { SocialProfile } from '../../ports/social-login.port';
import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { ExchangeNaverCodeService } from '../exchange-naver-code/exchange-naver-code.service';
import { NaverLoginService } from '../naver-login/naver-login.service';
import { StartNaverLoginService } from '../start-naver-login/start-naver-login.service';
import { GiveConsentsService } from './give-consents.service';

const profile: SocialProfile = { providerId: 'n-1', email: 'jihun@naver.com', name: '박지훈', phone: null, birth: '1988-07-21', sex: 1 };
const ALL = { age: true, terms: true, privacy: true, marketing: false, news: true };

/** A member created by a first Naver login, as the real use cases create one. */
async function joinedWithNaver(world: ReturnType<typeof membershipWorld>) {
  const started = await new StartNaverLoginService(world.social, world.states, world.secrets, world.clock).execute();
  if (!started.enabled) throw new Error('expected enabled');
  world.social.codes.set('code', { accessToken: 'access', refreshToken: 'r' });
  world.social.profiles.set('access', profile);
  await new ExchangeNaverCodeService(world.social, world.states, world.secrets, world.clock).execute({ code: 'code', state: started.state, browserState: started.state });
  const login = await new NaverLoginService(world.social, world.states, world.members, world.secrets, world.sessionService, world.clock, world.unitOfWork, world.welcomeGift, world.dormantMembers).execute({
    accessToken: 'access',
    browserState: started.state,
    ...world.client,
  });
  if (!login.ok) throw new Error(login.message);
  world.clock.advance(1_000);
  return login.value.member;
}

describe('GiveConsentsService', () => {
  it('stores the consents of a member who joined with Naver', async () => {
    const world = membershipWorld();
    const member = await joinedWithNaver(world);
    expect(member.needsConsents).toBe(true);
    const result = await new GiveConsentsService(world.members, world.clock).execute({ memberId: member.id, consents: ALL });
    expect(result.ok && [result.value.needsConsents, result.value.termNews, result.value.termMarketing]).toEqual([false, 'Y', 'N']);
    const stored = await world.members.findById(member.id);
    expect(stored?.needsConsents).toBe(false);
    expect(stored?.snapshot().consents).toEqual({ ageAt: world.clock.now(), termsAt: world.clock.now(), privacyAt: world.clock.now(), marketingAt: null, newsAt: world.clock.now() });
  });

  it('stores nothing without the three required consents', async () => {
    const world = membershipWorld();
    const member = await joinedWithNaver(world);
    const service = new GiveConsentsService(world.members, world.clock);
    expect(await service.execute({ memberId: member.id, consents: { ...ALL, terms: false, marketing: true } })).toMatchObject({
      ok: false,
      kind: 'invalid',
      code: 'MEMBERSHIP.CONSENT_REQUIRED',
    });
    expect((await world.members.findById(member.id))?.snapshot().consents).toEqual({ ageAt: null, termsAt: null, privacyAt: null, marketingAt: null, newsAt: null });
  });

  it('keeps the first dates of a member who already agreed at sign-up', async () => {
    const world = membershipWorld();
    const { member } = await registered(world);
    const before = (await world.members.findById(member.id))?.snapshot().consents;
    world.clock.advance(60_000);
    expect((await new GiveConsentsService(world.members, world.clock).execute({ memberId: member.id, consents: ALL })).ok).toBe(true);
    expect((await world.members.findById(member.id))?.snapshot().consents).toEqual(before);
  });

  it('answers not found for a member that is gone', async () => {
    const world = membershipWorld();
    expect(await new GiveConsentsService(world.members, world.clock).execute({ memberId: 99, consents: ALL })).toMatchObject({ ok: false, kind: 'not-found' });
  });
});
