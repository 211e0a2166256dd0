import { useOnce } from '../../../shared/domain/counted-limit';
import { signUpLimits, signUpThrottled } from './sign-up-limits';

describe('signUpLimits', () => {
  it('allows 20 attempts per address group in an hour', () => {
    const [limit] = signUpLimits('10.0.0.1');
    const now = new Date('2026-01-01T00:00:00Z');
    expect(limit).toMatchObject({ key: '10.0.0.1', max: 20, windowMs: 3_600_000 });
    expect(useOnce({ windowStartedAt: now, used: 19 }, limit, now)).not.toBeNull();
    expect(useOnce({ windowStartedAt: now, used: 20 }, limit, now)).toBeNull();
    expect(useOnce({ windowStartedAt: now, used: 20 }, limit, new Date(now.getTime() + 3_600_000))).toEqual({ windowStartedAt: new Date(now.getTime() + 3_600_000), used: 1 });
  });

  it('answers 429 with a Korean message', () => {
    expect(signUpThrottled()).toMatchObject({ ok: false, kind: 'too-many', code: 'MEMBERSHIP.SIGN_UP_THROTTLED' });
  });
});
