// A signed-in session on the built shop for the benches (a member's or the console owner's): the CSRF token first, then the login, as the browser does.
import { E2E_OWNER } from '../e2e/support/staff.mjs';

/** Logs in at `loginPath` and answers the cookies to send (`cookie: a=1; b=2`) and the login's JSON. */
export async function session(baseUrl, loginPath, credentials) {
  const cookies = new Map();
  const remember = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${baseUrl}/api/csrf-token`);
  remember(csrf);
  const { token } = await csrf.json();
  const login = await fetch(baseUrl + loginPath, {
    method: 'POST',
    headers: { cookie: cookie(), 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const answer = await login.json();
  if (!login.ok) throw new Error(`${loginPath}: ${login.status} ${JSON.stringify(answer)}`);
  remember(login);
  return { cookie: cookie(), answer };
}

/** The console's owner the test server makes at start (e2e/support/app-server.mjs), signed in. */
export const ownerSession = (baseUrl) => session(baseUrl, '/api/admin/login', { email: E2E_OWNER.email, password: E2E_OWNER.password });
