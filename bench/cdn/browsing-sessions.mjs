// Browsing sessions as a shopper's phone makes them: Debian's Chromium (Playwright) walks the storefront at 390 px
// through a recording proxy in front of the shop, so what is recorded is exactly what leaves the browser (its own
// cache already applied): every request with the page view it belongs to. Each session starts with an empty
// browser cache, as a first visit does.
import { createServer, request as forward } from 'node:http';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A proxy on `port` in front of `upstream` that records each request's method, path, body and current page view. */
async function recordingProxy(upstream, port) {
  const target = new URL(upstream);
  const recorded = [];
  const state = { view: 0 };
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      recorded.push({ view: state.view, method: incoming.method, path: incoming.url, body: body.length ? body.toString('utf8') : null, contentType: incoming.headers['content-type'] ?? null });
      const upstreamRequest = forward({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstreamRequest.on('error', () => outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end());
      upstreamRequest.end(body);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}`, recorded, state, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
}

/**
 * The walks, each a list of page views: `goto` lands (a document request), `follow` taps a link, `search` types in the
 * header's search. A detail page is scrolled to its reviews.
 */
export const WALKS = [
  { name: 'home, bags, two products', views: [{ goto: '/' }, { follow: '^/bags$' }, { follow: '^/bags/\\d+$' }, { back: true }, { follow: '^/bags/\\d+$', nth: 1 }] },
  { name: 'a product from an ad, then wallets', views: [{ goto: '/wallets/{wallet}' }, { follow: '^/wallets$' }, { follow: '^/wallets/\\d+$' }] },
  { name: 'a search', views: [{ goto: '/' }, { search: '지갑' }, { follow: '^/(bags|wallets|accessories|best-seller)/\\d+$', within: '[aria-label="검색 결과"]' }] },
  { name: 'best sellers and accessories', views: [{ goto: '/best-seller' }, { follow: '^/best-seller/\\d+$' }, { follow: '^/accessories$' }, { follow: '^/accessories/\\d+$' }] },
];

async function walk(page, proxy, views, ids) {
  for (const [index, view] of views.entries()) {
    proxy.state.view = index;
    if (view.goto) {
      await page.goto(view.goto.replace('{wallet}', String(ids.wallet)));
      await page.waitForLoadState('networkidle');
    } else if (view.back) {
      await page.goBack();
      await page.waitForLoadState('networkidle');
    } else if (view.search) {
      await page.getByRole('button', { name: '검색 열기' }).click();
      await page.getByRole('searchbox').first().fill(view.search);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
    } else if (view.follow) {
      const scope = page.locator(view.within ?? 'body');
      const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const matching = [...new Set(hrefs.filter((href) => new RegExp(view.follow).test(href ?? '')))];
      const href = matching[view.nth ?? 0] ?? matching[0];
      if (!href) throw new Error(`no link matching ${view.follow} on ${page.url()}`);
      // On a phone the categories are in the menu drawer: opened first when the link is not on the screen.
      if ((await scope.locator(`a[href="${href}"]:visible`).count()) === 0) await page.getByRole('button', { name: '메뉴 열기' }).click();
      await scope.locator(`a[href="${href}"]:visible`).first().click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForLoadState('networkidle');
    }
    await scrollThrough(page);
  }
}

/**
 * Records each of WALKS once against the shop at `baseUrl`: [{ name, views, requests: [{ view, method, path, body,
 * contentType }] }].
 */
export async function recordSessions(baseUrl, { port, wallet }) {
  const proxy = await recordingProxy(baseUrl, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const sessions = [];
    for (const { name, views } of WALKS) {
      const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      const page = await context.newPage();
      const from = proxy.recorded.length;
      await walk(page, proxy, views, { wallet });
      await context.close();
      sessions.push({ name, views: views.length, requests: proxy.recorded.slice(from) });
    }
    return sessions;
  } finally {
    await browser.close();
    await proxy.stop();
  }
}
