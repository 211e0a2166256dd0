// Moving between screens of the single-page app without loading it again, as a click on one of its links does: the
// router is told of the new address (history.pushState, then the popstate event it listens to). A scan of thirty
// console screens spent most of its time reloading the console for each one (docs/decisions.md, "A test suite that
// runs in minutes").
import { withDeadline } from './waits.mjs';

/** The requests each page has in flight, among those it sent since it was first watched. */
const inFlight = new WeakMap();

function watch(page) {
  if (inFlight.has(page)) return;
  const requests = new Set();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Resolves once the page has had no request in flight for `quietMs`, as Playwright's `networkidle` does for a new
 * document (which never comes on an in-app move, so that state stays reached from the first load).
 */
export async function networkQuiet(page, { quietMs = 500, ms = 30_000 } = {}) {
  watch(page);
  const poll = async () => {
    let quietSince = Date.now();
    for (;;) {
      if (inFlight.get(page).size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
  };
  await withDeadline(poll(), ms, `${page.url()} to have no request in flight for ${quietMs} ms`);
}

/** Opens `path` (same origin) in the running app, then waits until the screen has asked for and got its data. */
export async function openInApp(page, path) {
  watch(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await networkQuiet(page);
}
