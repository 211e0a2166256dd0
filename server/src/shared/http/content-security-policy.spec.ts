import { loadAppConfig } from '../../config/app-config';
import { cspDirectives } from './content-security-policy';

describe('cspDirectives', () => {
  const nicepay = { PAYMENT_GATEWAY: 'nicepay', NICEPAY_CLIENT_ID: 'S2_client', NICEPAY_SECRET_KEY: 'nicepay-secret' };

  it("takes NicePay's script and frame origins from the configured gateway, without CSP_EXTRA_ORIGINS", () => {
    const directives = cspDirectives(loadAppConfig(nicepay));
    for (const directive of ['scriptSrc', 'frameSrc', 'formAction'] as const) {
      expect(directives[directive]).toEqual(expect.arrayContaining(['https://pay.nicepay.co.kr', 'https://t1.daumcdn.net', 'https://postcode.map.daum.net']));
    }
  });

  it("follows NICEPAY_SDK_URL's origin", () => {
    expect(cspDirectives(loadAppConfig({ ...nicepay, NICEPAY_SDK_URL: 'https://sdk.nicepay.example/v1/js/' })).scriptSrc).toContain('https://sdk.nicepay.example');
  });

  it('allows no gateway origin for the sandbox, the postcode service always, and CSP_EXTRA_ORIGINS only as extras', () => {
    const directives = cspDirectives(loadAppConfig({ CSP_EXTRA_ORIGINS: 'https://cdn.channel.io' }));
    expect(directives.scriptSrc).not.toContain('https://pay.nicepay.co.kr');
    expect(directives.scriptSrc).toEqual(["'self'", 'https://t1.daumcdn.net', 'https://postcode.map.daum.net', 'https://postcode.map.kakao.com', 'https://cdn.channel.io']);
  });

  it('lists an origin once when CSP_EXTRA_ORIGINS repeats the gateway', () => {
    const scriptSrc = cspDirectives(loadAppConfig({ ...nicepay, CSP_EXTRA_ORIGINS: 'https://pay.nicepay.co.kr' })).scriptSrc ?? [];
    expect(scriptSrc.filter((origin) => origin === 'https://pay.nicepay.co.kr')).toHaveLength(1);
  });
});
