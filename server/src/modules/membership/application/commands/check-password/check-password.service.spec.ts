import { membershipWorld, PASSWORD, registered } from '../../testing/in-memory-membership';
import { CheckPasswordService } from './check-password.service';

describe('CheckPasswordService', () => {
  it('marks the session as having re-entered the password', async () => {
    const world = membershipWorld();
    const { member, session } = await registered(world);
    const service = new CheckPasswordService(world.passwordCheck, world.members, world.sessions, world.clock, world.unitOfWork);
    expect(await service.execute({ memberId: member.id, sessionId: session.sessionId, password: PASSWORD, ip: '10.0.0.1' })).toEqual({ ok: true, value: undefined });
    expect(world.sessions.rows.get(session.sessionId)?.passwordVerifiedAt).toEqual(world.clock.now());
  });

  it('says the password does not match, and counts the failure toward the login slow-down', async () => {
    const world = membershipWorld();
    const { member, session } = await registered(world);
    const service = new CheckPasswordService(world.passwordCheck, world.members, world.sessions, world.clock, world.unitOfWork);
    const check = () => service.execute({ memberId: member.id, sessionId: session.sessionId, password: 'wrong#pass1', ip: '10.0.0.1' });
    expect(await check()).toMatchObject({ ok: false, code: 'MEMBERSHIP.PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.' });
    for (let i = 0; i < 9; i += 1) await check();
    expect(await check()).toMatchObject({ ok: false, code: 'MEMBERSHIP.LOGIN_THROTTLED' });
    expect(world.sessions.rows.get(session.sessionId)?.passwordVerifiedAt).toBeNull();
  });
});
