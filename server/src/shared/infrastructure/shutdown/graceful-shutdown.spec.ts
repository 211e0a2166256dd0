import { drainState } from './drain-state';
import { drainAndClose } from './graceful-shutdown';

describe('drainAndClose', () => {
  afterEach(() => {
    drainState.draining = false;
  });

  const options = (steps: string[]) => ({
    drainMs: 5000,
    timeoutMs: 20_000,
    log: () => undefined,
    exit: (code: number) => void steps.push(`exit ${code}`),
    wait: async (ms: number) => void steps.push(`wait ${ms} (draining: ${drainState.draining})`),
  });

  it('marks the process draining, waits the drain, closes the HTTP server before the shutdown hooks, and exits 0', async () => {
    const steps: string[] = [];
    const app = {
      closeHttp: async () => void steps.push(`close http (draining: ${drainState.draining})`),
      close: async () => void steps.push('close app (the job engine stops, the pool closes)'),
    };
    await drainAndClose(app, options(steps));
    expect(steps).toEqual(['wait 5000 (draining: true)', 'close http (draining: true)', 'close app (the job engine stops, the pool closes)', 'exit 0']);
  });

  it('closes the app alone where nothing listens (the worker)', async () => {
    const steps: string[] = [];
    await drainAndClose({ close: async () => void steps.push('close app') }, options(steps));
    expect(steps).toEqual(['wait 5000 (draining: true)', 'close app', 'exit 0']);
  });
});
