// Debian's Chromium driven by playwright-core; no browser download.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210';
export const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url).pathname;

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser() {
  if (!existsSync(EXECUTABLE)) throw new Error(`${EXECUTABLE} not found: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page at a phone's or a desktop's width, with alerts collected instead of blocking. */
export async function openPage(browser, { width = 1440, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR' });
  const page = await context.newPage();
  const dialogs = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.accept();
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, dialogs, errors };
}

/** Scrolls through the page so lazy images load, waits for every image, then shoots the whole page. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    // Images in hidden parts (a closed drawer, the mobile carousel on desktop) may never load: wait 3 s at most.
    const settled = (img) => new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true })));
    const pending = [...document.images].filter((img) => !img.complete).map(settled);
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}
