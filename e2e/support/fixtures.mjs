// The `test` every spec imports: Playwright's, plus what the journeys share.
//   dialogs     the alerts the page showed, in order; each is accepted so the app goes on
//               (wait for one with `await expect.poll(() => dialogs).toContain('…')`)
//   pageErrors  uncaught errors in the page; a test fails if there are any when it ends
//   member      a signed-up member of this project (see members.mjs); log in with `logIn(page, member)`
import { test as base, expect } from '@playwright/test';
import { ensureMember, memberFor } from './members.mjs';

export const test = base.extend({
  // `{}`: Playwright reads a fixture's dependencies from its first parameter's pattern; these have none.
  dialogs: async ({}, use) => {
    await use([]);
  },
  pageErrors: async ({}, use) => {
    const errors = [];
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page, dialogs, pageErrors }, use) => {
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
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
