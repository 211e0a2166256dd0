import { loginLimits, MAX_SLOW_DOWN_MS, slowDownMs } from './login-throttle';

describe('loginLimits', () => {
  const limits = loginLimits({ emailKey: 'a@b.co', address: '2001:db8:0:1::/64', passwordChangedAt: new Date('2026-01-01T00:00:00Z') });

  it('counts 10 failures per e-mail and address, 50 per address, 100 per e-mail, in 15 minutes', () => {
    expect(limits.map((limit) => [limit.scope, limit.max, limit.windowMs])).toEqual([
      ['login-pair', 10, 900_000],
      ['login-address', 50, 900_000],
      ['login-email', 100, 900_000],
    ]);
  });

  it('keys the pair by e-mail and address, the others by one of them', () => {
    expect(limits.map((limit) => limit.key)).toEqual(['a@b.co 2001:db8:0:1::/64', '2001:db8:0:1::/64', 'a@b.co']);
  });

  it('ends the e-mail counts (not the address count) when the password changed', () => {
    expect(limits.map((limit) => limit.restartIfOpenedBefore ?? null)).toEqual([
      new Date('2026-01-01T00:00:00Z'),
      null,
      new Date('2026-01-01T00:00:00Z'),
    ]);
  });
});

describe('slowDownMs', () => {
  it('does not slow the first 10 failures of an e-mail', () => {
    expect(slowDownMs(1)).toBe(0);
    expect(slowDownMs(10)).toBe(0);
  });

  it('grows by 250 ms a failure after that, up to 5 seconds', () => {
    expect(slowDownMs(11)).toBe(250);
    expect(slowDownMs(14)).toBe(1_000);
    expect(slowDownMs(30)).toBe(MAX_SLOW_DOWN_MS);
    expect(slowDownMs(100)).toBe(MAX_SLOW_DOWN_MS);
  });
});
