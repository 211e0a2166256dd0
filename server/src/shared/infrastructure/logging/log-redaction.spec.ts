import { REDACTED, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('blanks OAuth codes, states and tokens, whatever the spelling of the key', () => {
    expect(redactUrl('/api/login/naver-token?code=abc123&state=s3cr3t')).toBe(`/api/login/naver-token?code=${REDACTED}&state=${REDACTED}`);
    expect(redactUrl('/api/login/naver?accessToken=AAAA&page=1')).toBe(`/api/login/naver?accessToken=${REDACTED}&page=1`);
    expect(redactUrl('/oauth/login/naver?%63ode=abc&STATE=zz')).toBe(`/oauth/login/naver?%63ode=${REDACTED}&STATE=${REDACTED}`);
  });

  it('blanks what was typed into a search box: a staff search by phone or e-mail, a shopper\'s search', () => {
    expect(redactUrl('/api/order?q=010-1234-5678&tab=paid&page=0')).toBe(`/api/order?q=${REDACTED}&tab=paid&page=0`);
    expect(redactUrl('/api/order/export.csv?from=2026-11-01&q=minsu%40example.com')).toBe(`/api/order/export.csv?from=2026-11-01&q=${REDACTED}`);
    expect(redactUrl('/admin/payment?Q=%EA%B9%80%EB%AF%BC%EC%88%98')).toBe(`/admin/payment?Q=${REDACTED}`);
    expect(redactUrl('/api/goods/search.php?q=bag&page=0')).toBe(`/api/goods/search.php?q=${REDACTED}&page=0`);
  });

  it('blanks any parameter it does not know to be harmless: a phone or an e-mail a later route takes', () => {
    expect(redactUrl('/api/order-lookup?phone=01012345678&orderNumber=20261126-000001')).toBe(`/api/order-lookup?phone=${REDACTED}&orderNumber=20261126-000001`);
    expect(redactUrl('/api/member/find-id?email=a%40b.co&name=%EA%B9%80')).toBe(`/api/member/find-id?email=${REDACTED}&name=${REDACTED}`);
  });

  it('keeps paging, sorting, filters and ids as they are', () => {
    expect(redactUrl('/api/order?tab=making&method=card&madeToOrder=Y&page=0&size=10')).toBe('/api/order?tab=making&method=card&madeToOrder=Y&page=0&size=10');
    expect(redactUrl('/api/goods/category.php?prod_gbn=A&page=0')).toBe('/api/goods/category.php?prod_gbn=A&page=0');
    expect(redactUrl('/api/banner.php')).toBe('/api/banner.php');
  });
});
