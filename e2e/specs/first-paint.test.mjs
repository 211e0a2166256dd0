// The first paint: the server writes each landing page's lead image into index.html (#first-paint), so a phone
// paints it before the scripts arrive; the app then takes over beneath it. The hand-over must be invisible: the
// lead image sits in exactly the box the page gives its own (index.html's .fp-* rules mirror the page's CSS),
// and the first paint is gone once the page is up. Read with scripts off (what the phone shows first), then on.
import { expect, test } from '../support/fixtures.mjs';

async function firstBagPath(request) {
  const list = await (await request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1')).json();
  return `/bags/${list.dto.content[0].goods.id}`;
}

const visibleBox = (selector) => {
  const element = [...document.querySelectorAll(selector)].find((e) => e.getBoundingClientRect().width > 0);
  if (!element) return null;
  const r = element.getBoundingClientRect();
  return { src: element.getAttribute('src'), x: r.x, y: r.y, width: r.width, height: r.height };
};

const PAGES = [
  ['home', async () => '/'],
  ['list', async () => '/bags'],
  ['product', firstBagPath],
];

for (const [name, pathFor] of PAGES) {
  test(`${name}: the first paint's lead image is the page's own, in the same box, and hands over`, async ({ page, browser, request }, testInfo) => {
    const path = await pathFor(request);
    const viewport = testInfo.project.use.viewport;
    const scriptless = await browser.newContext({ viewport, javaScriptEnabled: false });
    const before = await scriptless.newPage();
    await before.goto(path);
    await before.waitForLoadState('networkidle');
    const lead = await before.evaluate(visibleBox, '#first-paint .fp-lead');
    const header = await before.evaluate(visibleBox, '#first-paint .fp-header');
    await scriptless.close();

    await page.goto(path);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const own = await page.evaluate(visibleBox, '#root img[fetchpriority="high"]');
    const ownHeader = await page.evaluate(visibleBox, 'header');

    expect(header, 'the first paint has the header').toEqual({ ...ownHeader, src: null });
    if (name === 'product' && viewport.width > 700) {
      // A wide product page sets its gallery in a grid beside the details: its first paint is the header alone.
      expect(lead).toBeNull();
      return;
    }
    expect(lead, 'the lead image: same image, same box').toEqual(own);
  });
}

test('a page without a lead image, and the back office, get no lead image @once', async ({ page }) => {
  const login = await (await page.request.get('/login')).text();
  expect(login).toContain('id="first-paint"');
  expect(login).not.toContain('class="fp-lead"');
  const admin = await (await page.request.get('/login/admin')).text();
  expect(admin).not.toContain('id="first-paint"');
  await page.goto('/login');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});

test("the entry's styles are in the page: the first paint waits for no stylesheet, and none loads them again later", async ({ page }) => {
  const stylesheets = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // The home page's lazy chunks (its popups among them) list the entry's CSS as theirs to preload.
  await page.waitForLoadState('networkidle');
  const entry = await page.evaluate(() => {
    const link = document.querySelector('link[rel="stylesheet"][href^="/assets/index-"]');
    const custom = getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim();
    return { href: link?.getAttribute('href'), disabled: link?.hasAttribute('disabled'), links: document.querySelectorAll('link[rel="stylesheet"][href^="/assets/index-"]').length, custom };
  });
  expect(entry).toEqual({ href: expect.stringMatching(/^\/assets\/index-.+\.css$/), disabled: true, links: 1, custom: '#151414' });
  expect(stylesheets).not.toContain(entry.href);
  // The header is styled by those rules: the shell's own look, not the browser's.
  await expect(page.locator('header')).toHaveCSS('position', 'sticky');
});
