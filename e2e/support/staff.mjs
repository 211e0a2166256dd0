// The console's owner in the browser tests: made by the test server at start (ADMIN_OWNER_EMAIL, app-server.mjs).
import { expect } from '@playwright/test';

export const E2E_OWNER = { email: 'owner@e2e.shop', password: 'E2e-Console-Passw0rd-1!', name: '테스트 대표' };

let logins = Math.floor(Date.now() / 1000) % 50_000;

/**
 * An address of its own for each console login (X-Forwarded-For; the test server trusts its loopback proxy): the
 * server allows 10 logins per e-mail and address in 15 minutes, and a whole run of the console's journeys logs the
 * owner in more often than that from one machine.
 */
function nextLoginAddress() {
  logins += 1;
  return `10.90.${Math.floor(logins / 250) % 250}.${(logins % 250) + 1}`;
}

/** Logs the owner in through /login/admin and waits for the console. */
export async function loginToConsole(page, account = E2E_OWNER) {
  const address = nextLoginAddress();
  const login = (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } });
  await page.route('**/api/admin/login', login);
  try {
    await page.goto('/login/admin');
    await page.getByLabel('이메일').fill(account.email);
    await page.getByLabel('비밀번호').fill(account.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/admin\//);
  } finally {
    await page.unroute('**/api/admin/login', login);
  }
}
