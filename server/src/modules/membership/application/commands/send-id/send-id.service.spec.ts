import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { SendIdService } from './send-id.service';

describe('SendIdService', () => {
  it('texts the IDs of the confirmed phone to that phone', async () => {
    const world = membershipWorld();
    await registered(world, { email: 'minsu@example.com' });
    world.verification.issue('t', 'find-id', { phone: '01012345678', name: null, birth: null });
    const service = new SendIdService(world.verification, world.members, world.notifier);
    expect(await service.execute({ verificationToken: 't', to: '01012345678' })).toEqual({ ok: true, value: undefined });
    expect(world.notifier.texts).toEqual([{ phone: '01012345678', message: expect.stringContaining('minsu@example.com') }]);
  });

  it('succeeds alike when the phone has no account, telling only the phone', async () => {
    const world = membershipWorld();
    world.verification.issue('t', 'find-id', { phone: '01077776666', name: null, birth: null });
    const result = await new SendIdService(world.verification, world.members, world.notifier).execute({ verificationToken: 't' });
    expect(result.ok).toBe(true);
    expect(world.notifier.texts[0]).toMatchObject({ phone: '01077776666', message: expect.stringContaining('없습니다') });
  });

  it('refuses a token of another phone or purpose', async () => {
    const world = membershipWorld();
    world.verification.issue('signup', 'sign-up', { phone: '01012345678', name: 'x', birth: '1990-01-01' });
    world.verification.issue('other', 'find-id', { phone: '01099990000', name: null, birth: null });
    const service = new SendIdService(world.verification, world.members, world.notifier);
    expect(await service.execute({ verificationToken: 'signup' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
    expect(await service.execute({ verificationToken: 'other', to: '01012345678' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
    expect(world.notifier.texts).toHaveLength(0);
  });
});
