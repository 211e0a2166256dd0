import { loadAppConfig } from '../../../../config/app-config';
import { NaverSocialLogin, toSocialProfile } from './naver-social-login';

describe('NaverSocialLogin', () => {
  it('is off without a client id (outside development, where the sandbox is the default)', () => {
    expect(new NaverSocialLogin(loadAppConfig({ NODE_ENV: 'test' }).naver).isEnabled()).toBe(false);
    expect(new NaverSocialLogin(loadAppConfig({ NODE_ENV: 'development', NAVER_MODE: 'off' }).naver).isEnabled()).toBe(false);
  });

  it('builds the authorize URL Naver documents', () => {
    const naver = new NaverSocialLogin(loadAppConfig({ NAVER_CLIENT_ID: 'cid', NAVER_CLIENT_SECRET: 's', NAVER_CALLBACK_URL: 'https://shop.example/oauth/login/naver' }).naver);
    const url = new URL(naver.authorizeUrl('st&ate'));
    expect(`${url.origin}${url.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'cid', redirect_uri: 'https://shop.example/oauth/login/naver', state: 'st&ate' });
  });

  it('fails softly when Naver cannot be reached', async () => {
    const naver = new NaverSocialLogin(loadAppConfig({ NAVER_CLIENT_ID: 'cid', NAVER_CLIENT_SECRET: 's', NAVER_TOKEN_URL: 'http://127.0.0.1:1/token', LOG_LEVEL: 'silent' }).naver);
    expect(await naver.exchangeCode('c', 's')).toMatchObject({ ok: false, code: 'MEMBERSHIP.NAVER_LOGIN_FAILED' });
  });
});

describe('toSocialProfile', () => {
  it('maps Naver\'s fields to ours', () => {
    expect(toSocialProfile({ id: 'abc', email: 'a@naver.com', name: '홍길동', mobile: '010-1234-5678', birthyear: '1990', birthday: '05-17', gender: 'F' })).toEqual({
      providerId: 'abc',
      email: 'a@naver.com',
      name: '홍길동',
      phone: '01012345678',
      birth: '1990-05-17',
      sex: 2,
    });
  });

  it('leaves out what Naver did not give or gave in another shape', () => {
    expect(toSocialProfile({ id: 'abc', nickname: 'gil', mobile: '+82 10-1234-5678', birthday: '05-17', gender: 'U' })).toEqual({
      providerId: 'abc',
      email: null,
      name: 'gil',
      phone: null,
      birth: null,
      sex: null,
    });
  });
});
