/** Query parameters whose values are credentials: OAuth codes and states, access tokens, client secrets. */
const SECRET_QUERY_KEYS = ['code', 'state', 'accesstoken', 'access_token', 'refresh_token', 'token', 'client_secret'];

/**
 * Query parameters whose values are what a person typed into a search box: staff look orders and members up by a
 * phone number, an e-mail or a name (`q` of /api/order, /api/member and their exports, and of the console's own page
 * URLs, which keep the search in the address), and a shopper's search may hold anything. The request line keeps the
 * path and the other parameters.
 */
const SEARCH_QUERY_KEYS = ['q'];

const REDACTED_QUERY_KEYS = new Set([...SECRET_QUERY_KEYS, ...SEARCH_QUERY_KEYS]);

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

/** The URL as logged: every secret or search query parameter's value replaced, whatever the route (`/api/login/naver-token?code=…`, `/api/order?q=…`). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return REDACTED_QUERY_KEYS.has(safeDecode(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
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
