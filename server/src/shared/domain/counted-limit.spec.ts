import { type CountedLimit, useOnce } from './counted-limit';

const limit: CountedLimit = { scope: 'test', key: 'k', max: 2, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

describe('useOnce', () => {
  it('opens a window at the first use and counts up to max', () => {
    const first = useOnce(null, limit, at(0));
    expect(first).toEqual({ windowStartedAt: at(0), used: 1 });
    const second = useOnce(first, limit, at(10));
    expect(second).toEqual({ windowStartedAt: at(0), used: 2 });
    expect(useOnce(second, limit, at(59))).toBeNull();
  });

  it('starts again once the window has passed', () => {
    expect(useOnce({ windowStartedAt: at(0), used: 2 }, limit, at(60))).toEqual({ windowStartedAt: at(60), used: 1 });
  });

  it('ends a window early when it opened before restartIfOpenedBefore', () => {
    const restarted = { ...limit, restartIfOpenedBefore: at(5) };
    expect(useOnce({ windowStartedAt: at(0), used: 2 }, restarted, at(10))).toEqual({ windowStartedAt: at(10), used: 1 });
    expect(useOnce({ windowStartedAt: at(6), used: 2 }, restarted, at(10))).toBeNull();
  });
});
