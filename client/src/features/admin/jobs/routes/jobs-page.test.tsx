import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, staff, stubBrowserApis, type RecordedCall } from '../../testing/admin-handlers';
import type { FailedJob } from '../api/jobs-api';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const ID_A = '0b5e3c1e-6a39-5d3e-9f4b-2f8a1c0d7e11';
const ID_B = '1c6f4d2f-7b4a-5e4f-8a5c-3a9b2d1e8f22';
const job = (id: string, name: string): FailedJob => ({
  id,
  name,
  error: 'SMS provider answered 503',
  attempts: 4,
  createdAt: '2026-11-26T01:00:00.000Z',
  failedAt: '2026-11-26T01:05:00.000Z',
});

function jobHandlers(calls: RecordedCall[]) {
  let jobs = [job(ID_A, 'order-paid-text'), job(ID_B, 'housekeeping')];
  return [
    http.get('/api/admin/jobs/failed', () => HttpResponse.json(ok('dto', jobs))),
    http.post('/api/admin/jobs/failed/:id/retry', ({ request, params }) => {
      calls.push({ method: 'POST', url: new URL(request.url), body: undefined });
      jobs = jobs.filter((known) => known.id !== params.id);
      return HttpResponse.json({ result: '0000', message: '작업을 다시 실행합니다.' });
    }),
    http.delete('/api/admin/jobs/failed/:id', ({ request, params }) => {
      calls.push({ method: 'DELETE', url: new URL(request.url), body: undefined });
      jobs = jobs.filter((known) => known.id !== params.id);
      return HttpResponse.json({ result: '0000', message: '작업을 삭제했습니다.' });
    }),
  ];
}

describe('작업 (failed jobs)', () => {
  it('lists failed jobs with their error and tries; retries one, discards another after a confirmation', async () => {
    const calls: RecordedCall[] = [];
    server.use(...adminHandlers({ me: owner }).handlers, ...jobHandlers(calls));
    const user = userEvent.setup();
    renderRoute('/admin/jobs');

    expect(await screen.findByText('order-paid-text', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('SMS provider answered 503')).toHaveLength(2);
    const first = screen.getByText('order-paid-text').closest('tr') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '다시 실행' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.pathname === `/api/admin/jobs/failed/${ID_A}/retry`)).toBe(true));
    await waitFor(() => expect(screen.queryByText('order-paid-text')).not.toBeInTheDocument(), SLOW);

    const second = screen.getByText('housekeeping').closest('tr') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: /삭\s?제/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /삭\s?제/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === `/api/admin/jobs/failed/${ID_B}`)).toBe(true));
    expect(await screen.findByText('실패한 작업이 없습니다.', undefined, SLOW)).toBeInTheDocument();
  });

  it("is the owner's: staff see 권한이 없습니다", async () => {
    server.use(...adminHandlers({ me: staff }).handlers, ...jobHandlers([]));
    renderRoute('/admin/jobs');
    expect(await screen.findByText('권한이 없습니다', undefined, SLOW)).toBeInTheDocument();
  });
});
