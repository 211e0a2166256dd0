import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, emptyDashboard, staff, stubBrowserApis } from '../../testing/admin-handlers';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard\'s workshop card', () => {
  it('counts the overdue orders and links to the board filtered to them', async () => {
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json(ok('dto', { ...emptyDashboard, production: { inProgress: 6, overdue: 2 } }))),
      ...adminHandlers({ me: staff }).handlers,
    );
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('제작 중 6건', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('출고 지연')).toBeInTheDocument();
    expect(screen.getByText('2건')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '출고 지연 2건 보기' })).toHaveAttribute('href', '/admin/production?overdue=Y');
  });
});
