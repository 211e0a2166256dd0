/**
 * Polls `check` every 50 ms until it holds; gives up after `timeoutMs`, saying what it waited for (`what` may be a
 * function, read when giving up, to name the last state seen). The one bounded wait of the test code: work done by
 * jobs lands after the request that caused it.
 */
export async function waitUntil(what: string | (() => string), check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${typeof what === 'function' ? what() : what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
