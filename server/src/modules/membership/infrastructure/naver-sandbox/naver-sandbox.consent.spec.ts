import { DEMO_FIELDS, checkAuthorizeParams, consentPagePolicy, field, parseConsent, renderConsentPage } from './naver-sandbox.consent';

const REGISTERED = { clientId: 'sandbox', callbackUrl: 'http://localhost:3000/oauth/login/naver' };
const VALID = { response_type: 'code', client_id: 'sandbox', redirect_uri: 'http://localhost:3000/oauth/login/naver', state: 'st-1' };
const TODAY = new Date('2026-05-01T00:00:00Z');

describe('the sandbox authorize request', () => {
  it('accepts what the real adapter sends', () => {
    expect(checkAuthorizeParams(VALID, REGISTERED)).toEqual({ ok: true, value: VALID });
  });

  it.each([
    [{ client_id: 'someone-else' }, /client_id/],
    [{ redirect_uri: 'https://evil.example/steal' }, /redirect_uri/],
    [{ response_type: 'token' }, /response_type/],
    [{ state: '' }, /state/],
    [{ state: 'x'.repeat(501) }, /state/],
  ])('refuses %j', (change, reason) => {
    const checked = checkAuthorizeParams({ ...VALID, ...change }, REGISTERED);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(reason);
  });

  it('reads one string per field, the first of a repeated one', () => {
    expect(field({ a: ['1', '2'], b: 3 }, 'a')).toBe('1');
    expect(field({ b: 3 }, 'b')).toBe('');
    expect(field(undefined, 'a')).toBe('');
  });
});

describe('the sandbox consent form', () => {
  it('turns the demo values into Naver\'s formats', () => {
    expect(parseConsent(DEMO_FIELDS, TODAY)).toEqual({
      ok: true,
      value: { email: 'naver.demo@example.com', name: '김네이버', birthyear: '1995', birthday: '03-14', mobile: '010-1234-5678', gender: null },
    });
    expect(parseConsent({ ...DEMO_FIELDS, mobile: '0111234567', gender: 'M' }, TODAY)).toMatchObject({ ok: true, value: { mobile: '011-123-4567', gender: 'M' } });
  });

  it('treats a blank e-mail, birth date or mobile as not shared', () => {
    expect(parseConsent({ email: ' ', name: '익명', birth: '', mobile: '', gender: '' }, TODAY)).toEqual({
      ok: true,
      value: { email: null, name: '익명', birthyear: null, birthday: null, mobile: null, gender: null },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, /이메일/],
    [{ name: '  ' }, /이름/],
    [{ birth: '1995-02-30' }, /생년월일/],
    [{ birth: '2026-05-02' }, /생년월일/],
    [{ birth: '1899-12-31' }, /생년월일/],
    [{ mobile: '02-123-4567' }, /휴대전화번호/],
    [{ gender: 'X' }, /성별/],
  ])('refuses %j', (change, reason) => {
    const parsed = parseConsent({ ...DEMO_FIELDS, ...change }, TODAY);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('renders escaped values and the request in hidden fields', () => {
    const html = renderConsentPage({ ...VALID, state: '"><script>' }, { ...DEMO_FIELDS, name: '<b>' }, '잘못 & 입력');
    expect(html).toContain('네이버 로그인 (개발용 샌드박스)');
    expect(html).toContain('name="state" value="&#34;&#62;&#60;script&#62;"');
    expect(html).toContain('value="&#60;b&#62;"');
    expect(html).toContain('잘못 &#38; 입력');
    expect(html).not.toContain('<script>');
  });

  it('lets the form land on the callback\'s origin and nowhere else', () => {
    expect(consentPagePolicy('http://localhost:5173/oauth/login/naver')).toContain("form-action 'self' http://localhost:5173;");
  });
});
