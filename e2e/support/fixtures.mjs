// The `test` every spec imports: Playwright's, plus what the journeys share.
//   toasts      the toasts the page showed, in order ({ message, tone: 'error' | 'notice' }), read from the page
//               (support/notices.mjs); wait for one with `await toastShown(toasts, '…')`
//   pageErrors  uncaught errors in the page; a test fails if there are any when it ends
//   member      a signed-up member of this project (see members.mjs); log in with `logIn(page, member)`
// The storefront never opens the browser's own alert, confirm or prompt: one that appears is dismissed and fails
// the test.
import { test as base, expect } from '@playwright/test';
import { ensureMember, memberFor } from './members.mjs';
import { recordToasts } from './notices.mjs';

export const test = base.extend({
  // `{}`: Playwright reads a fixture's dependencies from its first parameter's pattern; these have none.
  toasts: async ({}, use) => {
    await use([]);
  },
  nativeDialogs: async ({}, use) => {
    const opened = [];
    await use(opened);
    expect(opened, "the browser's own dialogs (the shop shows toasts and its own dialog instead)").toEqual([]);
  },
  pageErrors: async ({}, use) => {
    const errors = [];
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page, toasts, nativeDialogs, pageErrors }, use) => {
    page.on('dialog', async (dialog) => {
      nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await recordToasts(page, toasts);
    await use(page);
  },
  member: [
    async ({ playwright }, use, workerInfo) => {
      const member = memberFor(workerInfo.project);
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await ensureMember(request, member);
      await request.dispose();
      await use(member);
    },
    { scope: 'worker' },
  ],
});

export { expect };
