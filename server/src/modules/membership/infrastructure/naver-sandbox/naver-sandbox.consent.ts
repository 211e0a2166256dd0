import { NAVER_SANDBOX_PATH } from '../../../../config/naver.config';
import type { SandboxAccount } from './naver-sandbox.store';

/** Where the sandbox lives inside the app; the config builds its Naver URLs from the same path. */
export const SANDBOX_PATH = NAVER_SANDBOX_PATH;
export const SANDBOX_AUTHORIZE_PATH = `${SANDBOX_PATH}/oauth2.0/authorize`;

/** The four parameters of Naver's authorize request, carried through the consent form as hidden fields. */
export interface AuthorizeParams {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state: string;
}

/** The consent form's fields as typed (a date input gives YYYY-MM-DD). */
export interface ConsentFields {
  email: string;
  name: string;
  birth: string;
  mobile: string;
  gender: string;
}

export const DEMO_FIELDS: ConsentFields = { email: 'naver.demo@example.com', name: '김네이버', birth: '1995-03-14', mobile: '010-1234-5678', gender: '' };

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** One string per field: a query string or form may repeat a key (first wins) or send nothing. */
export function field(source: unknown, name: string): string {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/**
 * As Naver does, an unknown client or a redirect_uri other than the registered callback gets an
 * error page, never a redirect (nobody is sent to an address the app did not register).
 */
export function checkAuthorizeParams(source: unknown, registered: { clientId: string; callbackUrl: string }): Checked<AuthorizeParams> {
  const params: AuthorizeParams = {
    response_type: field(source, 'response_type'),
    client_id: field(source, 'client_id'),
    redirect_uri: field(source, 'redirect_uri'),
    state: field(source, 'state'),
  };
  if (params.client_id !== registered.clientId) return { ok: false, reason: `client_id가 등록된 값("${registered.clientId}")과 다릅니다.` };
  if (params.redirect_uri !== registered.callbackUrl) return { ok: false, reason: `redirect_uri가 등록된 Callback URL(${registered.callbackUrl})과 다릅니다.` };
  if (params.response_type !== 'code') return { ok: false, reason: 'response_type은 "code"여야 합니다.' };
  if (!params.state || params.state.length > 500) return { ok: false, reason: 'state(상태 토큰)가 없거나 너무 깁니다.' };
  return { ok: true, value: params };
}

export function consentFields(source: unknown): ConsentFields {
  return { email: field(source, 'email'), name: field(source, 'name'), birth: field(source, 'birth'), mobile: field(source, 'mobile'), gender: field(source, 'gender') };
}

/** The typed fields in Naver's formats; a blank e-mail, birth date, mobile or gender is "not shared". */
export function parseConsent(fields: ConsentFields, today: Date): Checked<SandboxAccount> {
  const email = fields.email.trim();
  if (email && (email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) return { ok: false, reason: '이메일 형식이 올바르지 않습니다.' };
  const name = fields.name.trim();
  if (!name || name.length > 40) return { ok: false, reason: '이름을 1~40자로 입력해주세요.' };
  const birth = fields.birth.trim();
  if (birth && !isPastDate(birth, today)) return { ok: false, reason: '생년월일은 1900년 이후의 지난 날짜(YYYY-MM-DD)로 입력해주세요.' };
  const digits = fields.mobile.replace(/[\s-]/g, '');
  if (digits && !/^01[016789]\d{7,8}$/.test(digits)) return { ok: false, reason: '휴대전화번호는 010-1234-5678 형식으로 입력해주세요.' };
  if (!['', 'M', 'F'].includes(fields.gender)) return { ok: false, reason: '성별을 다시 선택해주세요.' };
  return {
    ok: true,
    value: {
      email: email || null,
      name,
      birthyear: birth ? birth.slice(0, 4) : null,
      birthday: birth ? birth.slice(5) : null,
      mobile: digits ? `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}` : null,
      gender: (fields.gender || null) as SandboxAccount['gender'],
    },
  };
}

function isPastDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && date.getTime() <= today.getTime();
}

/** Where the consent page's form may send the browser: itself, and the registered callback. */
export function consentPagePolicy(callbackUrl: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(callbackUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#f5f6f7;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222}
main{width:100%;max-width:420px;margin:24px;padding:32px;background:#fff;border:1px solid #e3e5e8;border-radius:12px}
h1{display:flex;align-items:center;gap:10px;margin:0 0 12px;font-size:20px}
.logo{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:6px;background:#03c75a;color:#fff;font-weight:800}
.note{margin:0 0 20px;padding:10px 12px;border-radius:8px;background:#fff8e1;color:#6b5300;font-size:13px;line-height:1.5}
.error{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#fdecea;color:#b3261e;font-size:14px}
label{display:block;margin:0 0 14px;font-size:14px;font-weight:600}
input,select{display:block;width:100%;margin-top:6px;padding:10px 12px;border:1px solid #cfd3d8;border-radius:8px;font:inherit;font-weight:400}
input:focus,select:focus{outline:2px solid #03c75a;border-color:#03c75a}
small{display:block;margin-top:4px;color:#777;font-weight:400;font-size:12px}
.actions{display:flex;gap:8px;margin-top:22px}
button{flex:1;padding:12px;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}
.agree{border:0;background:#03c75a;color:#fff}.cancel{border:1px solid #cfd3d8;background:#fff;color:#444}
.hint{margin:18px 0 0;color:#777;font-size:12px;line-height:1.5}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1><span class="logo">N</span>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The consent page: the demo values (or what was typed), the authorize request in hidden fields. */
export function renderConsentPage(params: AuthorizeParams, fields: ConsentFields, error: string | null): string {
  const hidden = (Object.keys(params) as (keyof AuthorizeParams)[])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name])}">`)
    .join('');
  const input = (label: string, name: keyof ConsentFields, type: string, extra: string, hint = '') =>
    `<label>${label}<input type="${type}" name="${name}" value="${escapeHtml(fields[name])}" ${extra}>${hint ? `<small>${hint}</small>` : ''}</label>`;
  const option = (value: string, label: string) => `<option value="${value}"${fields.gender === value ? ' selected' : ''}>${label}</option>`;
  return page(
    '네이버 로그인 (개발용 샌드박스)',
    `<p class="note">진짜 네이버가 아닙니다. 이 컴퓨터에서 쇼핑몰을 시험해 보도록 만든 개발용 샌드박스로, 아래 정보가 네이버 회원 정보처럼 쇼핑몰에 전달됩니다. 운영 환경에는 없습니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">${hidden}
${input('이메일', 'email', 'email', 'maxlength="100" autocomplete="off"', '비워 두면 이메일 제공에 동의하지 않은 계정이 됩니다.')}
${input('이름', 'name', 'text', 'maxlength="40" required')}
${input('생년월일', 'birth', 'date', 'min="1900-01-01"', '14세 미만 날짜로 가입 제한을 시험할 수 있습니다.')}
${input('휴대전화번호', 'mobile', 'tel', 'maxlength="13" placeholder="010-1234-5678"')}
<label>성별<select name="gender">${option('', '제공 안 함')}${option('M', '남성')}${option('F', '여성')}</select></label>
<div class="actions"><button type="submit" name="action" value="agree" class="agree">동의하고 로그인</button><button type="submit" name="action" value="cancel" class="cancel" formnovalidate>취소</button></div>
</form>
<p class="hint">같은 이메일로 다시 로그인하면 같은 네이버 계정(같은 회원)으로 로그인됩니다.</p>`,
  );
}

export function renderErrorPage(reason: string): string {
  return page('네이버 로그인 (개발용 샌드박스)', `<p class="error" role="alert">잘못된 요청입니다. ${escapeHtml(reason)}</p>
<p class="hint">쇼핑몰의 로그인 화면에서 '네이버로 로그인'을 다시 눌러주세요.</p>`);
}
