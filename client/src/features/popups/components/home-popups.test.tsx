import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import { isHiddenToday } from '../lib/dismissal';
import HomePopups from './home-popups';

const popups = [
  { id: 1, title: '봄 시즌 오픈', img: '/uploads/popups/a.webp', url: '/bags', startDate: '2026-03-01', endDate: '2026-03-31', useYn: 'Y', position: 0 },
  { id: 2, title: '무료 각인', img: '/uploads/popups/b.webp', url: '', startDate: '2026-03-01', endDate: '2026-03-31', useYn: 'Y', position: 1 },
];

beforeEach(() => {
  window.localStorage.clear();
  server.use(http.get('/api/popup.php', () => HttpResponse.json({ result: '0000', message: '정상 처리되었습니다.', dto: popups })));
});

describe('home popups', () => {
  it('shows the current popups one at a time as a dialog, its image linking to its link, focus on 닫기', async () => {
    renderWithProviders(<HomePopups />);
    const dialog = await screen.findByRole('dialog', { name: '봄 시즌 오픈' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/bags');
    expect(screen.getByRole('img', { name: '봄 시즌 오픈' })).toHaveAttribute('src', '/uploads/popups/a.webp');
    await waitFor(() => expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(await screen.findByRole('dialog', { name: '무료 각인' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    renderWithProviders(<HomePopups />);
    await screen.findByRole('dialog', { name: '봄 시즌 오픈' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: '무료 각인' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('오늘 하루 보지 않기 keeps it away for the rest of the Korean day (also after a reload)', async () => {
    const first = renderWithProviders(<HomePopups />);
    await screen.findByRole('dialog', { name: '봄 시즌 오픈' });
    await userEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(isHiddenToday(1)).toBe(true);
    first.unmount();

    renderWithProviders(<HomePopups />);
    expect(await screen.findByRole('dialog', { name: '무료 각인' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '봄 시즌 오픈' })).not.toBeInTheDocument();
  });
});
