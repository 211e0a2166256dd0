/**
 * Query parameters whose values may be logged: paging, sorting, filters and row ids, none of them a secret or what a
 * person typed. Every other parameter's value is blanked, whatever the route: credentials (OAuth `code` and `state`,
 * tokens), searches (`q`: staff look orders and members up by phone, e-mail or name), and any parameter a later
 * route adds (a phone, an e-mail) until it is named here.
 */
const LOGGABLE_QUERY_KEYS = new Set([
  'page', 'size', 'sort', 'prod_gbn', 'status', 'tab', 'stage', 'overdue', 'from', 'to', 'method', 'madetoorder', 'kind',
  'categoryid', 'goodsid', 'id', 'adminid', 'memberid', 'memid', 'addrid', 'o_idx', 'orderid', 'orderids', 'ordernumber',
  'orderspage', 'pointspage', 'subjecttype', 'targettype',
]);

export const REDACTED = '[redacted]';

/**
 * Paths pino blanks in every log line: the cookies (session JWT, anti-forgery seed), the anti-forgery header and
 * Authorization, on the way in and Set-Cookie on the way out.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/** The URL as logged: every query parameter's value but the loggable ones replaced (`/api/login/naver-token?code=…`, `/api/order?q=…`). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return LOGGABLE_QUERY_KEYS.has(safeDecode(key).toLowerCase()) || equals < 0 ? pair : `${key}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
