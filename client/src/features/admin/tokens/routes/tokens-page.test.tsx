import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, staff, stubBrowserApis, type RecordedCall } from '../../testing/admin-handlers';
import type { ApiToken } from '../api/tokens-api';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const RAW = `shop_${'A'.repeat(43)}`;
const live: ApiToken = {
  id: 1,
  name: '물류 연동',
  prefix: 'shop_AbCdEfG',
  scopes: ['orders:read'],
  expiresAt: '2027-01-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'owner@shop.kr',
  lastUsedAt: null,
  revokedAt: null,
  expired: false,
};

function tokenHandlers(calls: RecordedCall[]) {
  const tokens: ApiToken[] = [live];
  return [
    http.get('/api/admin/tokens', ({ request }) => {
      calls.push({ method: 'GET', url: new URL(request.url), body: undefined });
      return HttpResponse.json(ok('dto', page(tokens)));
    }),
    http.post('/api/admin/tokens', async ({ request }) => {
      const body = (await request.json()) as { name: string; scopes: string[]; expiresInDays: number };
      calls.push({ method: 'POST', url: new URL(request.url), body });
      const created = { ...live, id: 2, name: body.name, prefix: RAW.slice(0, 12), scopes: body.scopes as ApiToken['scopes'] };
      tokens.unshift(created);
      return HttpResponse.json({ result: '0000', message: '정상적으로 등록되었습니다.', dto: { ...created, token: RAW } });
    }),
    http.delete('/api/admin/tokens/:id', ({ request }) => {
      calls.push({ method: 'DELETE', url: new URL(request.url), body: undefined });
      tokens[tokens.length - 1] = { ...live, revokedAt: '2026-11-23T00:00:00.000Z' };
      return HttpResponse.json({ result: '0000', message: '정상적으로 삭제되었습니다.' });
    }),
  ];
}

describe('API tokens', () => {
  it('creates a token with the chosen scopes and shows it once in a modal', async () => {
    const calls: RecordedCall[] = [];
    server.use(...adminHandlers({ me: owner }).handlers, ...tokenHandlers(calls));
    const user = userEvent.setup();
    renderRoute('/admin/tokens');

    expect(await screen.findByText('물류 연동', undefined, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('토큰 이름'), '상품 피드');
    await user.click(screen.getByLabelText('주문 처리 (orders:write)'));
    await user.click(screen.getByRole('button', { name: '토큰 만들기' }));

    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByTestId('created-token')).toHaveTextContent(RAW);
    expect(within(dialog).getByText(/한 번만 보여 드립니다/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: '상품 피드', scopes: ['catalog:read', 'orders:write'], expiresInDays: 90 });

    await user.click(within(dialog).getByRole('button', { name: /확\s?인/ }));
    await waitFor(() => expect(screen.queryByText(RAW)).not.toBeInTheDocument(), SLOW);
  });

  it('revokes after a confirmation', async () => {
    const calls: RecordedCall[] = [];
    server.use(...adminHandlers({ me: owner }).handlers, ...tokenHandlers(calls));
    const user = userEvent.setup();
    renderRoute('/admin/tokens');
    await screen.findByText('물류 연동', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: /폐\s?기/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('이 토큰을 폐기하시겠습니까?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: /폐\s?기/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/admin/tokens/1')).toBe(true));
    expect(await screen.findByText('폐기됨')).toBeInTheDocument();
  });

  it('is the owner\'s: staff see 권한이 없습니다', async () => {
    server.use(...adminHandlers({ me: staff }).handlers, ...tokenHandlers([]));
    renderRoute('/admin/tokens');
    expect(await screen.findByText('권한이 없습니다', undefined, SLOW)).toBeInTheDocument();
  });
});
