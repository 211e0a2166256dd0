import { toSocialProfile } from '../naver/naver-social-login';
import { NaverSandboxStore, SANDBOX_MAX_ENTRIES, type SandboxAccount, sandboxNaverId, toProfile } from './naver-sandbox.store';

const ACCOUNT: SandboxAccount = { email: 'Demo@Example.com', name: '김네이버', birthyear: '1995', birthday: '03-14', mobile: '010-1234-5678', gender: 'F' };

function storeAt(start = Date.UTC(2026, 0, 1)) {
  const clock = { time: start, now: () => new Date(clock.time) };
  return { clock, store: new NaverSandboxStore(clock) };
}

describe('NaverSandboxStore', () => {
  it('trades a code once, for the state it was issued with, for a token that opens the profile', () => {
    const { store } = storeAt();
    const code = store.issueCode('state-1', ACCOUNT);
    const tokens = store.redeemCode(code, 'state-1');
    expect(tokens).toMatchObject({ access_token: expect.stringMatching(/^AAAA/), refresh_token: expect.any(String), token_type: 'bearer', expires_in: '3600' });
    expect(store.profileFor(tokens!.access_token)).toEqual(toProfile(ACCOUNT));
    expect(store.redeemCode(code, 'state-1')).toBeNull();
  });

  it('refuses a code with another state, and does not keep it for a second try', () => {
    const { store } = storeAt();
    const code = store.issueCode('state-1', ACCOUNT);
    expect(store.redeemCode(code, 'state-2')).toBeNull();
    expect(store.redeemCode(code, 'state-1')).toBeNull();
    expect(store.redeemCode('never-issued', 'state-1')).toBeNull();
  });

  it('lets a code expire after 5 minutes and a token after an hour', () => {
    const { clock, store } = storeAt();
    const late = store.issueCode('s', ACCOUNT);
    clock.time += 5 * 60_000;
    expect(store.redeemCode(late, 's')).toBeNull();

    const tokens = store.redeemCode(store.issueCode('s', ACCOUNT), 's')!;
    clock.time += 60 * 60_000 - 1;
    expect(store.profileFor(tokens.access_token)).not.toBeNull();
    clock.time += 1;
    expect(store.profileFor(tokens.access_token)).toBeNull();
    expect(store.profileFor('unknown')).toBeNull();
  });

  it('keeps at most a bounded number of codes, dropping the oldest', () => {
    const { store } = storeAt();
    const first = store.issueCode('s', ACCOUNT);
    const second = store.issueCode('s', ACCOUNT);
    for (let i = 2; i < SANDBOX_MAX_ENTRIES; i += 1) store.issueCode('s', ACCOUNT);
    store.issueCode('s', ACCOUNT);
    expect(store.redeemCode(first, 's')).toBeNull();
    expect(store.redeemCode(second, 's')).not.toBeNull();
  });
});

describe('the sandbox profile', () => {
  it('keeps one Naver id per e-mail, whatever its case, and another for another e-mail', () => {
    const id = sandboxNaverId(ACCOUNT);
    expect(id).toMatch(/^sandbox-[A-Za-z0-9_-]{32}$/);
    expect(sandboxNaverId({ ...ACCOUNT, email: ' demo@example.COM ', name: '다른 이름', mobile: null })).toBe(id);
    expect(sandboxNaverId({ ...ACCOUNT, email: 'other@example.com' })).not.toBe(id);
    expect(sandboxNaverId({ ...ACCOUNT, email: null })).not.toBe(id);
  });

  it('is what the real adapter reads, in Naver\'s formats', () => {
    const profile = toProfile(ACCOUNT);
    expect(profile).toEqual({
      id: sandboxNaverId(ACCOUNT),
      email: 'Demo@Example.com',
      name: '김네이버',
      nickname: '김네이버',
      birthyear: '1995',
      birthday: '03-14',
      mobile: '010-1234-5678',
      mobile_e164: '+821012345678',
      gender: 'F',
    });
    expect(toSocialProfile(profile)).toEqual({ providerId: profile.id, email: 'Demo@Example.com', name: '김네이버', phone: '01012345678', birth: '1995-03-14', sex: 2 });
  });

  it('leaves out what was not shared, as Naver does', () => {
    expect(Object.keys(toProfile({ email: null, name: '익명', birthyear: null, birthday: null, mobile: null, gender: null })).sort()).toEqual(['id', 'name', 'nickname']);
  });
});
