import { FixedClock } from '../../testing/in-memory-checkout';
import { FakeGuestPhoneVerification, InMemoryGuestSessions } from '../../testing/in-memory-guest-sessions';
import { StartGuestCheckoutService } from './start-guest-checkout.service';

function setup() {
  const verification = new FakeGuestPhoneVerification();
  const sessions = new InMemoryGuestSessions();
  const clock = new FixedClock();
  verification.tokens.set('good', { phone: '01055556666', name: null });
  return { verification, sessions, clock, service: new StartGuestCheckoutService(verification, sessions, clock) };
}

describe('StartGuestCheckoutService', () => {
  it('spends the guest-order token and opens a 30-minute session with the name, e-mail and verified phone, no order yet', async () => {
    const { service, verification, clock } = setup();
    const started = await service.execute({ verificationToken: 'good', name: ' 비회원 ', email: ' guest@example.com ' });
    if (!started.ok) throw new Error(started.message);
    expect(started.value.session).toMatchObject({ name: '비회원', email: 'guest@example.com', phone: '01055556666', orderId: null });
    expect(started.value.session.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 60_000);
    expect(verification.tokens.has('good')).toBe(false);
  });

  it('checks the name and the e-mail before the token, so a typo costs no code', async () => {
    const { service, verification } = setup();
    expect(await service.execute({ verificationToken: 'good', name: ' ', email: 'guest@example.com' })).toMatchObject({ ok: false, code: 'CHECKOUT.GUEST_NAME_REQUIRED' });
    expect(await service.execute({ verificationToken: 'good', name: '비회원', email: 'guest@example' })).toMatchObject({
      ok: false,
      code: 'CHECKOUT.GUEST_EMAIL_INVALID',
      message: '이메일 형식에 맞게 입력해 주세요.',
    });
    expect(verification.tokens.has('good')).toBe(true);
  });

  it('refuses a token that is not a live guest-order one', async () => {
    const { service } = setup();
    expect(await service.execute({ verificationToken: 'other', name: '비회원', email: 'guest@example.com' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
  });
});
