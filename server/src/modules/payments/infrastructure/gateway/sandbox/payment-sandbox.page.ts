import { PAYMENT_METHODS, type PaymentMethod } from '../../../application/ports/payment-gateway.port';
import { formField, ORDER_ID } from '../nicepay/nicepay-auth-return';
import { SANDBOX_APPROVING_CARD, SANDBOX_DECLINED_CARD, SANDBOX_LIMIT_MESSAGE, SANDBOX_TIMEOUT_CARD } from './sandbox-test-cards';

/** Where the sandbox's card page lives (the checkout's `pageUrl`); its form posts to `${path}/authorize`. */
export const SANDBOX_PAGE_PATH = '/dev/payment-sandbox';
export const SANDBOX_AUTHORIZE_PATH = `${SANDBOX_PAGE_PATH}/authorize`;

/** What the checkout sends the browser to the card page with (the query of `pageUrl`). */
export interface SandboxOrder {
  orderId: string;
  amount: number;
  goodsName: string;
  /** Same-origin path of the shop's return route (/api/...). */
  returnUrl: string;
  method: PaymentMethod;
}

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Only a path on the shop itself under /api/: the page posts the payment result (and the browser) there, so
 * anything else would make it an open redirect.
 */
export function isSameOriginApiPath(url: string): boolean {
  return url.length <= 500 && /^\/api\/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/.test(url) && !url.includes('//');
}

/** The checkout gives an absolute return URL (NicePay needs one); the sandbox page takes its path. */
export function sameOriginPathOf(returnUrl: string): string {
  try {
    const url = new URL(returnUrl, 'http://sandbox.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return returnUrl;
  }
}

export function checkSandboxOrder(source: Record<string, unknown>): Checked<SandboxOrder> {
  const orderId = formField(source, 'orderId');
  const amount = formField(source, 'amount');
  const goodsName = formField(source, 'goodsName').trim();
  const returnUrl = formField(source, 'returnUrl');
  const method = formField(source, 'method') || 'card';
  if (!ORDER_ID.test(orderId)) return { ok: false, reason: '주문번호(orderId)가 올바르지 않습니다.' };
  if (!/^\d{1,12}$/.test(amount) || Number(amount) < 1) return { ok: false, reason: '결제 금액(amount)이 올바르지 않습니다.' };
  if (!goodsName || goodsName.length > 100) return { ok: false, reason: '상품명(goodsName)이 없거나 너무 깁니다.' };
  if (!isSameOriginApiPath(returnUrl)) return { ok: false, reason: 'returnUrl은 이 쇼핑몰의 /api/ 경로여야 합니다.' };
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) return { ok: false, reason: '결제수단(method)이 올바르지 않습니다.' };
  return { ok: true, value: { orderId, amount: Number(amount), goodsName, returnUrl, method: method as PaymentMethod } };
}

/** 15 or 16 digits, spaces and dashes ignored. */
export function checkCardNumber(value: string): Checked<string> {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{15,16}$/.test(digits) ? { ok: true, value: digits } : { ok: false, reason: '카드 번호 16자리를 숫자로 입력해주세요.' };
}

/** The page's own policy (it replaces the app's): inline styles, one nonce'd script, forms to the shop only. */
export function sandboxPagePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const METHOD_LABELS: Record<PaymentMethod, string> = { card: '신용카드', naverpay: '네이버페이', kakaopay: '카카오페이' };
const TITLE = '샌드박스 결제 — 실제 결제가 아닙니다';

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#fff;color:#151414;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif}
main{width:100%;max-width:440px;margin:24px;padding:32px;border:1px solid #151414}
h1{margin:0 0 12px;font-size:20px;line-height:1.4}
.note{margin:0 0 20px;padding:10px 12px;border:1px dashed #151414;font-size:13px;line-height:1.5}
.error{margin:0 0 16px;padding:10px 12px;border:1px solid #b3261e;color:#b3261e;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px;font-size:14px}dt{color:#555}dd{margin:0;word-break:break-all}
.total{font-size:18px;font-weight:700}
label{display:block;font-size:14px;font-weight:600}
input{display:block;width:100%;margin-top:6px;padding:10px 12px;border:1px solid #151414;font:inherit;font-weight:400;letter-spacing:1px}
.actions{display:flex;gap:8px;margin-top:22px}
button{flex:1;padding:12px;font:inherit;font-weight:700;cursor:pointer;border:1px solid #151414}
.pay{background:#151414;color:#fff}.cancel{background:#fff;color:#151414}
.hint{margin:18px 0 0;color:#555;font-size:12px;line-height:1.6}`;

function page(body: string, script = ''): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(TITLE)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(TITLE)}</h1>${body}</main>${script}</body></html>`;
}

const hidden = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
    .join('');

/** The card page: the order, a card number (an approving test card by default), 결제하기 and 취소. */
export function renderCardPage(order: SandboxOrder, cardNumber: string, error: string | null): string {
  return page(`<p class="note">개발·테스트용 샌드박스입니다. 실제 카드 결제가 일어나지 않으며, 나이스페이 결제창 대신 이 화면이 인증 결과를 쇼핑몰로 전달합니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<dl><dt>주문번호</dt><dd>${escapeHtml(order.orderId)}</dd><dt>상품</dt><dd>${escapeHtml(order.goodsName)}</dd>
<dt>결제수단</dt><dd>${METHOD_LABELS[order.method]}</dd><dt>결제금액</dt><dd class="total">${won(order.amount)}</dd></dl>
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">${hidden({ orderId: order.orderId, amount: order.amount, goodsName: order.goodsName, returnUrl: order.returnUrl, method: order.method })}
<label>카드 번호<input type="text" name="cardNumber" value="${escapeHtml(cardNumber)}" inputmode="numeric" autocomplete="off" maxlength="19"></label>
<div class="actions"><button type="submit" name="action" value="pay" class="pay">결제하기</button><button type="submit" name="action" value="cancel" class="cancel">취소</button></div>
</form>
<p class="hint">테스트 카드: ${SANDBOX_APPROVING_CARD} 등 아래 두 번호 외의 카드는 승인됩니다.<br>${SANDBOX_DECLINED_CARD}: 승인 단계에서 거절(${SANDBOX_LIMIT_MESSAGE})<br>${SANDBOX_TIMEOUT_CARD}: 승인 시간 초과(결제 서비스 연결 실패)</p>`);
}

/**
 * What NicePay's window does after authentication: the browser posts the result, form-encoded, to the shop's
 * return URL. A script submits it at once; the button is there without scripts.
 */
export function renderReturnPost(returnUrl: string, fields: Record<string, string | number>, nonce: string): string {
  return page(
    `<p class="note">결제 결과를 쇼핑몰로 전달하고 있습니다…</p>
<form id="sandbox-return" method="post" action="${escapeHtml(returnUrl)}">${hidden(fields)}
<div class="actions"><button type="submit" class="pay">쇼핑몰로 돌아가기</button></div></form>`,
    `<script nonce="${nonce}">document.getElementById('sandbox-return').submit();</script>`,
  );
}

export function renderErrorPage(reason: string): string {
  return page(`<p class="error" role="alert">잘못된 요청입니다. ${escapeHtml(reason)}</p>
<p class="hint">쇼핑몰의 결제 화면에서 다시 시도해주세요.</p>`);
}
