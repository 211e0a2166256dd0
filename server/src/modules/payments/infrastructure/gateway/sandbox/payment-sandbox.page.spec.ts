import { checkCardNumber, checkSandboxOrder, isSameOriginApiPath, renderCardPage, renderReturnPost, sameOriginPathOf, sandboxPagePolicy } from './payment-sandbox.page';

const ORDER = { orderId: 'ORDER-1', amount: '30000', goodsName: '가죽 지갑', returnUrl: '/api/payment-serverAuth.php', method: 'card' };

describe('the sandbox card page', () => {
  it('reads the order the checkout sends', () => {
    expect(checkSandboxOrder(ORDER)).toEqual({ ok: true, value: { ...ORDER, amount: 30_000 } });
    expect(checkSandboxOrder({ ...ORDER, method: undefined })).toMatchObject({ ok: true, value: { method: 'card' } });
  });

  it.each([
    [{ orderId: '' }, /orderId/],
    [{ orderId: 'a b' }, /orderId/],
    [{ orderId: 'x'.repeat(65) }, /orderId/],
    [{ amount: '-1' }, /amount/],
    [{ amount: '0' }, /amount/],
    [{ goodsName: ' ' }, /goodsName/],
    [{ method: 'bitcoin' }, /method/],
    [{ returnUrl: 'https://evil.example/api/steal' }, /returnUrl/],
    [{ returnUrl: '//evil.example/api/x' }, /returnUrl/],
    [{ returnUrl: '/api//evil.example' }, /returnUrl/],
    [{ returnUrl: '/dev/payment-sandbox' }, /returnUrl/],
    [{ returnUrl: '/api/x\\y' }, /returnUrl/],
    [{ returnUrl: 'javascript:alert(1)' }, /returnUrl/],
  ])('refuses %j', (change, reason) => {
    const checked = checkSandboxOrder({ ...ORDER, ...change });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(reason);
  });

  it('takes only a path under /api/ on the shop as the return address', () => {
    expect(isSameOriginApiPath('/api/payment-serverAuth.php')).toBe(true);
    expect(isSameOriginApiPath('/api/payment-serverAuth.php?x=1')).toBe(true);
    expect(isSameOriginApiPath('http://localhost:3000/api/payment-serverAuth.php')).toBe(false);
    expect(sameOriginPathOf('http://localhost:3000/api/payment-serverAuth.php')).toBe('/api/payment-serverAuth.php');
    expect(sameOriginPathOf('/api/payment-serverAuth.php')).toBe('/api/payment-serverAuth.php');
  });

  it('wants 15 or 16 digits for a card', () => {
    expect(checkCardNumber('4242-4242-4242-4242')).toEqual({ ok: true, value: '4242424242424242' });
    expect(checkCardNumber('4242')).toMatchObject({ ok: false });
    expect(checkCardNumber('abcd-abcd-abcd-abcd')).toMatchObject({ ok: false });
  });

  it('says it is not a real payment, shows the order and escapes what it was given', () => {
    const html = renderCardPage({ orderId: 'ORDER-1', amount: 30_000, goodsName: '<b>지갑</b>', returnUrl: '/api/payment-serverAuth.php', method: 'card' }, '4242-4242-4242-4242', null);
    expect(html).toContain('샌드박스 결제 — 실제 결제가 아닙니다');
    expect(html).toContain('30,000원');
    expect(html).toContain('&#60;b&#62;지갑&#60;/b&#62;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('결제하기');
    expect(html).toContain('취소');
    expect(html).toContain('4000-0000-0000-0002');
  });

  it('posts the result with a script its policy allows by nonce, and nothing else', () => {
    const html = renderReturnPost('/api/payment-serverAuth.php', { orderId: 'ORDER-1', amount: 1000 }, 'n0nce');
    expect(html).toContain('<form id="sandbox-return" method="post" action="/api/payment-serverAuth.php">');
    expect(html).toContain('<input type="hidden" name="amount" value="1000">');
    expect(html).toContain('<script nonce="n0nce">');
    expect(sandboxPagePolicy('n0nce')).toContain("script-src 'nonce-n0nce'; form-action 'self'");
  });
});
