/** Query parameters whose values are credentials: OAuth codes and states, access tokens, client secrets. */
const SECRET_QUERY_KEYS = new Set(['code', 'state', 'accesstoken', 'access_token', 'refresh_token', 'token', 'client_secret']);

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

/** The URL as logged: every secret query parameter's value replaced, whatever the route (`/api/login/naver-token?code=…`). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_KEYS.has(safeDecode(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
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
