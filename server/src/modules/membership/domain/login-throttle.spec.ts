import { checkLoginAllowed } from './login-throttle';

describe('checkLoginAllowed', () => {
  it('allows up to 9 failures per account and 49 per address', () => {
    expect(checkLoginAllowed({ account: 9, ip: 49 }).ok).toBe(true);
  });

  it('slows the 11th try on an account with 429', () => {
    expect(checkLoginAllowed({ account: 10, ip: 10 })).toMatchObject({ ok: false, kind: 'too-many', code: 'MEMBERSHIP.LOGIN_THROTTLED' });
  });

  it('slows an address that fails on many accounts', () => {
    expect(checkLoginAllowed({ account: 0, ip: 50 })).toMatchObject({ ok: false, kind: 'too-many' });
  });
});
