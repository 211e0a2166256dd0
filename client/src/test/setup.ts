import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetNotices } from '@/lib/notices';
import { server } from '@/testing/msw-server';

// The storefront never opens the browser's own dialogs (lib/notify.ts shows toasts and a dialog in the page):
// one that does fails its test.
const nativeDialog = (name: string) => () => {
  throw new Error(`window.${name} was called: use lib/notify.ts`);
};
Object.assign(window, { alert: nativeDialog('alert'), confirm: nativeDialog('confirm') });

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine (CI) a lazy route and its first answers can
// take longer. A wait still ends as soon as its condition holds; this only moves when it gives up.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not scroll; the shell scrolls to top on each path change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  resetNotices();
  document.body.classList.remove('scroll-locked');
});
afterAll(() => server.close());
