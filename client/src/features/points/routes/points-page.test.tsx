import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import type { PointLedgerEntry } from '../types';
import { PointsPage } from './points-page';
import { findPageAlert } from '@/testing/notices';

const entry = (id: number, amount: number, kind: PointLedgerEntry['kind'], reason: string): PointLedgerEntry => ({
  id,
  amount,
  kind,
  orderId: kind === 'adjust' || kind === 'expire' ? null : 1000 + id,
  reason,
  created: `2026-11-${String(id).padStart(2, '0')}T03:00:00.000Z`,
});

const ledger = [
  entry(15, 1200, 'earn', '구매 확정 적립'),
  entry(14, -3000, 'use', '주문 결제 시 사용'),
  entry(13, 3000, 'return', '주문 취소로 반환'),
  entry(12, -500, 'expire', '유효기간 만료로 소멸'),
  entry(11, 5000, 'adjust', '이벤트 적립'),
  ...Array.from({ length: 7 }, (_, i) => entry(10 - i, 100, 'adjust', `조정 ${10 - i}`)),
];

function servePoints(balance: number, rows: PointLedgerEntry[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/member/points', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const p = Number(query.get('page'));
      const size = Number(query.get('size'));
      return HttpResponse.json(ok('dto', { balance, entries: page(rows.slice(p * size, p * size + size), { page: p, size, totalElements: rows.length }) }));
    }),
  );
  return asked;
}

const renderPoints = () => renderWithProviders(<PointsPage memberId={12} />, { path: '/mypage/point' });

describe('My Page → 적립금', () => {
  it('shows the balance and the history with dates, naming each kind: earned, used, given back, expired, adjusted', async () => {
    const asked = servePoints(6400, ledger);
    renderPoints();
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('6,400P');
    const rows = within(await screen.findByRole('list', { name: '적립금 내역 목록' })).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 5).map((row) => row.textContent)).toEqual([
      '2026.11.15적립구매 확정 적립+1,200P',
      '2026.11.14사용주문 결제 시 사용-3,000P',
      '2026.11.13반환주문 취소로 반환+3,000P',
      '2026.11.12소멸유효기간 만료로 소멸-500P',
      '2026.11.11조정이벤트 적립+5,000P',
    ]);
    expect(asked[0].get('memId')).toBe('12');
    expect([asked[0].get('page'), asked[0].get('size')]).toEqual(['0', '10']);
  });

  it('names a return\'s rows: the used points given back, the earned points taken back', async () => {
    servePoints(3000, [entry(21, -120, 'revoke', '반품으로 적립 회수'), entry(20, 1000, 'return', '반품으로 사용 적립금 반환')]);
    renderPoints();
    const rows = within(await screen.findByRole('list', { name: '적립금 내역 목록' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['2026.11.21적립 회수반품으로 적립 회수-120P', '2026.11.20반환반품으로 사용 적립금 반환+1,000P']);
  });

  it('pages the history on the server', async () => {
    const asked = servePoints(6400, ledger);
    renderPoints();
    await screen.findByText('구매 확정 적립');
    await userEvent.setup().click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('조정 4')).toBeInTheDocument();
    expect(screen.queryByText('구매 확정 적립')).not.toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('says when there is no history, and when the balance is still under the 100P needed to use it', async () => {
    servePoints(0, []);
    const { unmount } = renderPoints();
    expect(await screen.findByText('적립금 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('point-balance')).toHaveTextContent('0P');
    unmount();

    servePoints(50, [entry(1, 50, 'adjust', '이벤트 적립')]);
    renderPoints();
    expect(await screen.findByText('100P 이상 모이면 사용할 수 있습니다.')).toBeInTheDocument();
  });

  it('says so when the points cannot be read', async () => {
    server.use(http.get('/api/member/points', () => HttpResponse.json(fail('5000', '다시 시도해주세요.'), { status: 500 })));
    renderPoints();
    expect(await findPageAlert()).toHaveTextContent('적립금 내역을 불러오지 못했습니다.');
  });
});
