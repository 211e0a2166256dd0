// Visual comparisons of whole screens: every image loaded, fonts ready, time-dependent parts masked.
import { expect } from '@playwright/test';
import { fontsReady } from './waits.mjs';

/** Most half-screen steps of the scroll pass: 200 reach 84,000 px on a phone, more than any screen of the shop. */
const MAX_SCROLL_STEPS = 200;
/** Longest wait for one animation frame; a page that stops painting ends the pass instead of hanging it. */
const FRAME_WAIT_MS = 100;
/** The longest wait for the page's images to be decoded once loaded. */
const DECODE_WAIT_MS = 10_000;

/**
 * Scrolls through the page as a person would (in-view effects run), then loads the images still waiting for the
 * viewport (loading="lazy", some inside closed drawers or off-screen carousels) and waits for every image.
 * The pass goes down to the page's end as it stood when the pass began, in at most MAX_SCROLL_STEPS steps: a page
 * that grows as it is scrolled (images taking their height) does not move the end away.
 */
export async function loadLazyImages(page) {
  const pass = await page.evaluate(
    async ({ maxSteps, frameWaitMs }) => {
      const frame = () => new Promise((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), frameWaitMs);
      });
      const end = document.body.scrollHeight;
      const step = Math.max(1, Math.floor(window.innerHeight / 2));
      let steps = 0;
      let framesMissed = 0;
      for (let y = 0; y < end && steps < maxSteps; y += step, steps += 1) {
        window.scrollTo(0, y);
        if (!(await frame())) framesMissed += 1;
      }
      window.scrollTo(0, 0);
      for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
      return { end, steps, reachedEnd: steps * step >= end, framesMissed };
    },
    { maxSteps: MAX_SCROLL_STEPS, frameWaitMs: FRAME_WAIT_MS },
  );
  if (!pass.reachedEnd) {
    throw new Error(`loadLazyImages: ${pass.steps} scroll steps did not reach the page's end at ${pass.end} px`);
  }
  // Content that arrives late (the recommended carousel's answer) mounts lazy images after the pass above, off-screen
  // ones that would never load: each poll turns them eager too. The poll ends at expect's timeout (config).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
          return [...document.images].filter((img) => !img.complete).map((img) => img.src);
        }),
      { message: 'every image on the page has loaded (the list is those still loading)' },
    )
    .toEqual([]);
  // Loaded is not yet painted: wait (bounded) until every image is decoded, so a busy machine does not photograph
  // an image's empty box.
  const undecoded = await page.evaluate(async (timeoutMs) => {
    const decoded = await Promise.race([
      Promise.all([...document.images].map((img) => img.decode().then(() => null, () => null))).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), timeoutMs)),
    ]);
    return decoded ? [] : [...document.images].map((img) => img.src);
  }, DECODE_WAIT_MS);
  if (undecoded.length > 0) throw new Error(`loadLazyImages: images not decoded after ${DECODE_WAIT_MS} ms: ${undecoded.join(', ')}`);
}

/**
 * Closes the toasts on screen (they leave by themselves after some seconds; the toasts have references of their
 * own, taken in the tests that show them), so a screen is compared without what passed over it.
 */
export async function closeToasts(page) {
  const close = page.locator('[data-toast]').getByRole('button', { name: '알림 닫기' });
  for (let left = await close.count(), tries = 0; left > 0 && tries < 6; left = await close.count(), tries += 1) {
    await close.first().click();
  }
  await expect(page.locator('[data-toast]')).toHaveCount(0);
}

/** No toast, focus ring or hover on the screen about to be compared. */
export async function settle(page) {
  await closeToasts(page);
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.mouse.move(0, 0);
}

/** The footer's "© <this year>": it changes on 1 January. */
const timeDependent = (page) => [page.getByText(/^© \d{4} /)];

/**
 * Compares the whole page with e2e/__screenshots__/<project>/<name>.png (animations stopped, caret hidden:
 * config's expect.toHaveScreenshot). `mask` adds locators to paint over; `fullPage: false` keeps to the viewport,
 * for an overlay that is fixed to it.
 */
export async function expectScreen(page, name, { mask = [], fullPage = true } = {}) {
  if ((await page.locator('[data-toast]').count()) > 0) await settle(page);
  await loadLazyImages(page);
  await fontsReady(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage, mask: [...timeDependent(page), ...mask] });
}
