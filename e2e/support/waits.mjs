// Waits of the browser support code: each one ends, by a count or a time, and says what it waited for when it
// gives up (a test's own 90-second limit would only say that the test ran out of time).

/** `promise`, or an error naming `what` once `ms` have passed. */
export async function withDeadline(promise, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up after ${ms} ms waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every web font the page asked for has loaded (or failed); past `ms`, an error lists the faces still loading. */
export async function fontsReady(page, ms = 15_000) {
  const loading = await page.evaluate(async (limit) => {
    const ready = document.fonts.ready.then(() => true);
    const late = new Promise((resolve) => setTimeout(() => resolve(false), limit));
    if (await Promise.race([ready, late])) return [];
    return [...document.fonts].filter((face) => face.status === 'loading').map((face) => `${face.family} ${face.unicodeRange}`);
  }, ms);
  if (loading.length > 0) throw new Error(`gave up after ${ms} ms waiting for the page's fonts; still loading: ${loading.join(', ')}`);
}

/** The child process has exited; past `ms` it is killed (SIGKILL) and an error names it. */
export async function processExit(child, ms, what) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await withDeadline(exited, ms, `${what} to exit`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
