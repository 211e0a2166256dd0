import { REDACTED, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('blanks OAuth codes, states and tokens, whatever the spelling of the key', () => {
    expect(redactUrl('/api/login/naver-token?code=abc123&state=s3cr3t')).toBe(`/api/login/naver-token?code=${REDACTED}&state=${REDACTED}`);
    expect(redactUrl('/api/login/naver?accessToken=AAAA&x=1')).toBe(`/api/login/naver?accessToken=${REDACTED}&x=1`);
    expect(redactUrl('/oauth/login/naver?%63ode=abc&STATE=zz')).toBe(`/oauth/login/naver?%63ode=${REDACTED}&STATE=${REDACTED}`);
  });

  it('keeps every other URL as it is', () => {
    expect(redactUrl('/api/goods/search.php?q=bag&page=0')).toBe('/api/goods/search.php?q=bag&page=0');
    expect(redactUrl('/api/banner.php')).toBe('/api/banner.php');
  });
});
