import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { stubBrowserApis } from '../testing/admin-handlers';

// Records when the dashboard's module is first asked for (its chunk, in the browser).
const dashboardModule = vi.hoisted(() => ({ requested: vi.fn() }));
vi.mock('../dashboard/routes/dashboard-page', () => {
  dashboardModule.requested();
  return { DashboardPage: () => <h3>대시보드</h3> };
});

beforeEach(() => stubBrowserApis(false));
afterEach(() => vi.unstubAllGlobals());

describe('the console at /admin/dashboard', () => {
  it("asks for the dashboard's chunk while the sign-in check is still unanswered", async () => {
    let answer: () => void = () => undefined;
    const checked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/admin/me', async () => {
        await checked;
        return HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
      }),
    );
    renderRoute('/admin/dashboard');

    await waitFor(() => expect(dashboardModule.requested).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    // Still the guard's spinner: the screen itself has not drawn.
    expect(screen.queryByRole('heading', { name: '대시보드' })).not.toBeInTheDocument();
    answer();
  });
});
