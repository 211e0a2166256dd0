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
