import { giveSignUpConsents, toggleConsent } from './sign-up-consents';

const now = new Date('2026-02-01T00:00:00Z');
const all = { age: true, terms: true, privacy: true, marketing: true, news: true };

describe('giveSignUpConsents', () => {
  it('stamps every consent given with the time', () => {
    expect(giveSignUpConsents(all, now)).toEqual({ ok: true, value: { ageAt: now, termsAt: now, privacyAt: now, marketingAt: now, newsAt: now } });
  });

  it('leaves the optional ones empty when not given', () => {
    const result = giveSignUpConsents({ ...all, marketing: false, news: false }, now);
    expect(result.ok && result.value).toMatchObject({ marketingAt: null, newsAt: null });
  });

  it.each(['age', 'terms', 'privacy'] as const)('requires %s', (missing) => {
    expect(giveSignUpConsents({ ...all, [missing]: false }, now)).toMatchObject({
      ok: false,
      code: 'MEMBERSHIP.CONSENT_REQUIRED',
      message: '필수 약관에 동의해주셔야 합니다.',
    });
  });
});

describe('toggleConsent', () => {
  const earlier = new Date('2025-01-01T00:00:00Z');
  it('keeps the first date while on, clears when off', () => {
    expect(toggleConsent(earlier, true, now)).toBe(earlier);
    expect(toggleConsent(null, true, now)).toBe(now);
    expect(toggleConsent(earlier, false, now)).toBeNull();
  });
});
