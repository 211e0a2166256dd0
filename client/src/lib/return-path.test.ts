import { loginHrefFrom, rememberReturnPath, returnPathFrom, safeReturnPath, takeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('takes a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/payment/order-info')).toBe('/payment/order-info');
    expect(safeReturnPath('/mypage/order?page=2#list')).toBe('/mypage/order?page=2#list');
    expect(safeReturnPath('/mypage/../payment/order-info')).toBe('/payment/order-info');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'mypage'],
    ['a control character', '/mypage\n//evil.example'],
    ['a tab before the slashes', '/\t/evil.example'],
    ['nothing', ''],
    ['the login page (it would loop)', '/login?redirect=/mypage'],
    ['the Naver callback', '/oauth/login/naver?code=1'],
  ])('refuses %s', (_label, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('keeps an escaped backslash escaped: a path of this site', () => {
    expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  it('keeps the console within /admin', () => {
    expect(safeReturnPath('/admin/orders?page=1', { within: '/admin' })).toBe('/admin/orders?page=1');
    expect(safeReturnPath('/admin', { within: '/admin' })).toBe('/admin');
    expect(safeReturnPath('/administrator', { within: '/admin' })).toBeNull();
    expect(safeReturnPath('/mypage', { within: '/admin' })).toBeNull();
  });
});

describe('the login address and back', () => {
  it('carries the page in ?redirect= and reads it back checked', () => {
    const href = loginHrefFrom('/payment/order-info?step=1');
    expect(href).toBe('/login?redirect=%2Fpayment%2Forder-info%3Fstep%3D1');
    expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/payment/order-info?step=1');
    expect(returnPathFrom('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(loginHrefFrom('//evil.example')).toBe('/login');
  });

  it('keeps the destination across the Naver round trip once, checked again when read', () => {
    rememberReturnPath('/mypage/coupon');
    expect(takeReturnPath()).toBe('/mypage/coupon');
    expect(takeReturnPath()).toBeNull();
    sessionStorage.setItem('shop.login.redirect', '//evil.example');
    expect(takeReturnPath()).toBeNull();
  });
});
