import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { vi } from 'vitest';
import { clock } from '@/lib/clock';

/**
 * A fake clock for expectSaga: `clock.now` answers the fake time and `clock.sleep` either moves it on at
 * once (`running`, so a 300-second countdown ends in a few milliseconds) or never wakes (`frozen`, so a
 * flow waits for the shopper without its code running out).
 */
export function sagaClock({ mode = 'running', start = 1_700_000_000_000 }: { mode?: 'running' | 'frozen'; start?: number } = {}) {
  let now = start;
  const sleeps: number[] = [];
  return {
    providers: [
      [matchers.call.fn(clock.now), dynamic(() => now)],
      [
        matchers.call.fn(clock.sleep),
        dynamic(({ args: [ms] }: { args: [number] }) => {
          sleeps.push(ms);
          if (mode === 'frozen') return new Promise<void>(() => {});
          now += ms;
          return undefined;
        }),
      ],
    ] as [matchers.Matcher, unknown][],
    /** Fake milliseconds gone by since the start. */
    elapsed: () => now - start,
    sleeps,
  };
}

/**
 * A fake clock for screen tests: replaces clock.now and clock.sleep until the test ends (setup.ts restores
 * mocks); `advance(ms)` wakes every sleeper due on the way, one at a time, so the countdown shows each second.
 */
export function installFakeClock(start = 1_700_000_000_000) {
  let now = start;
  let sleepers: { wakeAt: number; wake: () => void }[] = [];
  vi.spyOn(clock, 'now').mockImplementation(() => now);
  vi.spyOn(clock, 'sleep').mockImplementation(
    (ms: number) => new Promise<void>((resolve) => sleepers.push({ wakeAt: now + ms, wake: resolve })),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  return {
    now: () => now,
    async advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = sleepers.filter((s) => s.wakeAt <= target).sort((a, b) => a.wakeAt - b.wakeAt)[0];
        if (!due) break;
        sleepers = sleepers.filter((s) => s !== due);
        now = due.wakeAt;
        due.wake();
        await settle();
      }
      now = target;
      await settle();
    },
  };
}
