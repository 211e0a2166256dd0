import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, staff, stubBrowserApis, type RecordedCall } from '../../testing/admin-handlers';
import type { UserDetail, UserRow } from '../api/users-types';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const rows: UserRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 - i,
  email: `us***${i}@example.com`,
  memberName: `회원${i + 1}`,
  phone: '010-****-5678',
  sex: 1,
  standing: i === 11 ? 'withdrawn' : 'active',
  created: '2026-11-20T01:00:00.000Z',
}));

const detail: UserDetail = {
  id: 100,
  email: 'minsu@example.com',
  memberName: '김민수',
  birth: '1990-05-17',
  phone: '01012345678',
  point: 1500,
  sex: 1,
  termMarketing: 'N',
  termNews: 'Y',
  standing: 'active',
  notice: null,
  shipmentDtos: [{ id: 7, sname: '집', recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'Y' }],
  couponDtos: [{ memberCouponId: 3, couponName: '신규 회원 10% 할인', discountRate: 10, discountPrice: null, minPrice: 30000, startDate: '2026-11-01T00:00:00.000Z', expirationDate: '2026-12-31T00:00:00.000Z', usedAt: null }],
  orders: page([{ id: 55, orderNumber: '20261120-000123', status: 'PREPARING', title: '블랙 토트백 외 1건', totalPrice: 159000, created: '2026-11-20T03:00:00.000Z' }]),
  points: page([{ id: 9, amount: 1500, kind: 'adjust', orderId: null, reason: '배송 지연 보상', created: '2026-11-21T03:00:00.000Z' }]),
};

function usersHandlers(calls: RecordedCall[]) {
  return [
    http.get('/api/member', ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', url, body: undefined });
      const q = url.searchParams.get('q');
      const found = q ? rows.filter((row) => row.memberName.includes(q)) : rows;
      const p = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 10);
      return HttpResponse.json(ok('dto', page(found.slice(p * size, p * size + size), { page: p, size, totalElements: found.length })));
    }),
    http.get('/api/member/:id', ({ request }) => {
      calls.push({ method: 'GET', url: new URL(request.url), body: undefined });
      return HttpResponse.json(ok('dto', detail));
    }),
    http.post('/api/member/:id/points', async ({ request }) => {
      const body = (await request.json()) as { amount: number; reason: string };
      calls.push({ method: 'POST', url: new URL(request.url), body });
      if (detail.point + body.amount < 0) return HttpResponse.json(fail('4090', '보유 적립금(1,500원)보다 많이 차감할 수 없습니다.'), { status: 409 });
      return HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.', dto: { before: detail.point, after: detail.point + body.amount } });
    }),
  ];
}

describe('users list', () => {
  it('shows the masked rows, pages on the server and searches with q', async () => {
    const calls: RecordedCall[] = [];
    server.use(...adminHandlers({ me: staff }).handlers, ...usersHandlers(calls));
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/users');

    expect(await screen.findByText('us***0@example.com', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('010-****-5678').length).toBeGreaterThan(0);
    expect(calls[0].url.searchParams.get('sort')).toBe('id,desc');
    expect(screen.getByText('총 12건')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('회원12')).toBeInTheDocument();
    expect(screen.getByText('탈퇴')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '회원 검색' }), '회원3');
    await user.click(screen.getByRole('button', { name: /검\s?색/ }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('회원3'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('0');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('회원3');
  });

  it('opens a row\'s detail', async () => {
    server.use(...adminHandlers({ me: staff }).handlers, ...usersHandlers([]));
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/users');
    await user.click(await screen.findByText('회원1', undefined, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/100'));
  });
});

describe('user detail', () => {
  it('shows profile, addresses, coupons, orders and points', async () => {
    server.use(...adminHandlers({ me: staff }).handlers, ...usersHandlers([]));
    renderRoute('/admin/users/100');
    expect(await screen.findByText('minsu@example.com', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('01012345678')).toHaveLength(2);
    expect(screen.getByText('(06236) 서울 강남구 테헤란로 152 12층')).toBeInTheDocument();
    expect(screen.getByText('신규 회원 10% 할인')).toBeInTheDocument();
    expect(screen.getByText('20261120-000123')).toBeInTheDocument();
    expect(screen.getByText('배송 지연 보상')).toBeInTheDocument();
    expect(screen.getByText('1,500원')).toBeInTheDocument();
  });

  it('adjusts points after a confirmation (차감 sends a negative amount) and shows the server\'s refusal below zero', async () => {
    const calls: RecordedCall[] = [];
    server.use(...adminHandlers({ me: staff }).handlers, ...usersHandlers(calls));
    const user = userEvent.setup();
    renderRoute('/admin/users/100');
    await screen.findByText('minsu@example.com', undefined, SLOW);

    await user.click(screen.getByLabelText('차감 (−)'));
    fireEvent.change(screen.getByLabelText('금액'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('사유'), { target: { value: '중복 지급 회수' } });
    await user.click(screen.getByRole('button', { name: '적립금 조정' }));
    await user.click(within(await screen.findByRole('dialog', undefined, SLOW)).getByRole('button', { name: /조\s?정/ }));
    expect(await screen.findByText(/보유 적립금\(1,500원\)보다 많이 차감할 수 없습니다/, undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    fireEvent.change(screen.getByLabelText('금액'), { target: { value: '500' } });
    await user.click(screen.getByRole('button', { name: '적립금 조정' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByText('차감 500원 (현재 1,500원 → 1,000원)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /조\s?정/ }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { amount: -5000, reason: '중복 지급 회수' },
      { amount: -500, reason: '중복 지급 회수' },
    ]), SLOW);
    expect(await screen.findByText('정상적으로 수정되었습니다', undefined, SLOW)).toBeInTheDocument();
  });
});
