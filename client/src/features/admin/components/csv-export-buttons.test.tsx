import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../testing/admin-handlers';

beforeAll(async () => {
  await import('../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

/** The lists the admin handlers do not fake, empty: the button is beside the title whatever the rows. */
const emptyLists = [
  http.get('/api/coupon', () => HttpResponse.json(ok('dto', page([])))),
  http.get('/api/claims', () => HttpResponse.json(ok('dto', page([])))),
  http.get('/api/admin/tokens', () => HttpResponse.json(ok('dto', page([])))),
];

describe('CSV download buttons of the back office lists', () => {
  it.each([
    ['/admin/coupon', '/api/coupon/export.csv?sort=created%2Cdesc', 'coupons.csv'],
    ['/admin/coupon?sort=id,asc&page=2', '/api/coupon/export.csv?sort=id%2Casc', 'coupons.csv'],
    ['/admin/cancel?kind=return&page=1', '/api/claims/export.csv?kind=return', 'claims.csv'],
    ['/admin/cancel', '/api/claims/export.csv', 'claims.csv'],
    ['/admin/member?sort=email,asc', '/api/admins/export.csv?sort=email%2Casc', 'admins.csv'],
    ['/admin/audit', '/api/admin/audit/export.csv', 'audit-log.csv'],
    ['/admin/access-log', '/api/admin/access-log/export.csv', 'access-log.csv'],
    ['/admin/tokens', '/api/admin/tokens/export.csv', 'api-tokens.csv'],
  ])('%s downloads %s as %s', async (screenPath, exportPath, filename) => {
    const requested: URL[] = [];
    server.use(
      // The test's own handler goes before the shared ones.
      http.get(/\/export\.csv$/, ({ request }) => {
        requested.push(new URL(request.url));
        return new HttpResponse('\uFEFF번호\r\n1\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
      ...emptyLists,
      ...adminHandlers({ me: owner }).handlers,
    );
    // jsdom has no object URLs; the saved link's name is what the admin gets.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderRoute(screenPath);

    await user.click(await screen.findByRole('button', { name: 'CSV 다운로드' }, SLOW));

    await waitFor(() => expect(saved).toEqual([filename]), SLOW);
    expect(requested).toHaveLength(1);
    expect(`${requested[0].pathname}${requested[0].search}`).toBe(exportPath);
  });
});
