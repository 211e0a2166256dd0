/**
 * Time as the sagas read it. They call these through `call(clock.now)` / `call(clock.sleep, ms)`, so a
 * test swaps in a fake clock (src/testing/fake-clock.ts) and a 300-second countdown runs in no time.
 */
export const clock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};
