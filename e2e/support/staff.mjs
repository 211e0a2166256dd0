// The console's owner in the browser tests: made by the test server at start (ADMIN_OWNER_EMAIL, app-server.mjs).
import { expect } from '@playwright/test';

export const E2E_OWNER = { email: 'owner@e2e.shop', password: 'E2e-Console-Passw0rd-1!', name: '테스트 대표' };

/** Logs the owner in through /login/admin and waits for the console. */
export async function loginToConsole(page, account = E2E_OWNER) {
  await page.goto('/login/admin');
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}
