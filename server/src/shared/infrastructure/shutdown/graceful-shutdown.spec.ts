import { drainState } from './drain-state';
import { drainAndClose } from './graceful-shutdown';

describe('drainAndClose', () => {
  afterEach(() => {
    drainState.draining = false;
  });

  it('marks the process draining before anything closes, waits the drain, then closes and exits 0', async () => {
    const steps: string[] = [];
    const app = { close: async () => void steps.push(`close (draining: ${drainState.draining})`) };
    await drainAndClose(app, {
      drainMs: 5000,
      timeoutMs: 20_000,
      log: () => undefined,
      exit: (code) => void steps.push(`exit ${code}`),
      wait: async (ms) => void steps.push(`wait ${ms} (draining: ${drainState.draining})`),
    });
    expect(steps).toEqual(['wait 5000 (draining: true)', 'close (draining: true)', 'exit 0']);
  });
});
