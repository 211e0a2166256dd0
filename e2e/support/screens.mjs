// Visual comparisons of whole screens: every image loaded, fonts ready, time-dependent parts masked.
import { expect } from '@playwright/test';

/**
 * Scrolls through the page as a person would (in-view effects run), then loads the images still waiting for the
 * viewport (loading="lazy", some inside closed drawers or off-screen carousels) and waits for every image.
 */
export async function loadLazyImages(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
  });
  // Content that arrives late (the recommended carousel's answer) mounts lazy images after the pass above, off-screen
  // ones that would never load: each poll turns them eager too.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
          return [...document.images].filter((img) => !img.complete).map((img) => img.src);
        }),
      { message: 'every image has loaded' },
    )
    .toEqual([]);
}

/** No focus ring or hover on the screen about to be compared. */
export async function settle(page) {
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
  await loadLazyImages(page);
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage, mask: [...timeDependent(page), ...mask] });
}
