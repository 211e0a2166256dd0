/**
 * Where a login sends the shopper back to: the page that sent them to log in (checkout, My Page, a console page),
 * carried as ?redirect= on the login page's address. Only a path of this site is taken (no other origin, no
 * scheme, no protocol-relative //host, no backslash that a browser would read as a slash), so the parameter cannot
 * send anyone elsewhere (an open redirect).
 */

/** The login page's query parameter (the console's /login/admin has always used the same name). */
export const RETURN_PARAM = 'redirect';

const BASE = 'https://return-path.invalid';
/** A login page or the Naver callback is never a destination: it would loop. */
const NOT_A_DESTINATION = /^\/(login|oauth)(\/|$)/;

export interface ReturnPathOptions {
  /** The destination must be this path or under it ('/admin' for the console). */
  within?: string;
}

/** The same-origin path (with its query and hash) to return to, or null when `candidate` is not one. */
export function safeReturnPath(candidate: string | null | undefined, { within }: ReturnPathOptions = {}): string | null {
  if (!candidate || candidate.length > 2000) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Backslashes and control characters: browsers turn /\evil.example into //evil.example.
  if (candidate.includes('\\') || [...candidate].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (NOT_A_DESTINATION.test(url.pathname)) return null;
  if (within && url.pathname !== within && !url.pathname.startsWith(`${within}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?redirect=… for a guest sent to log in from `from` (a path), or /login when it is not one to return to. */
export function loginHrefFrom(from: string, loginPath = '/login'): string {
  const back = safeReturnPath(from);
  return back ? `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(back)}` : loginPath;
}

/** The return path a login page was opened with (its query string), checked. */
export function returnPathFrom(search: string, options?: ReturnPathOptions): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), options);
}

// Naver login leaves the shop for Naver's page and comes back to /oauth/login/naver: the destination waits in
// this tab's sessionStorage meanwhile (never in Naver's state parameter, which is the server's).
const NAVER_RETURN_KEY = 'shop.login.redirect';

export function rememberReturnPath(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(NAVER_RETURN_KEY, path);
    else sessionStorage.removeItem(NAVER_RETURN_KEY);
  } catch {
    // Storage refused (a private window): the login still works, it ends at the home page.
  }
}

/** The path remembered before leaving for Naver (checked again: storage is not trusted), and forgets it. */
export function takeReturnPath(): string | null {
  try {
    const stored = sessionStorage.getItem(NAVER_RETURN_KEY);
    sessionStorage.removeItem(NAVER_RETURN_KEY);
    return safeReturnPath(stored);
  } catch {
    return null;
  }
}
