import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { card, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import { SearchDrawer } from './search-drawer';

const defaults = [card(1, '미니 토트백', 189000, 1), card(2, '카드 지갑', 59000, 2), card(3, '키링', 29000, 3)];

function serve() {
  const defaultQueries: URLSearchParams[] = [];
  const searches: string[] = [];
  server.use(
    http.get('/api/goods/search_goods.php', ({ request }) => {
      defaultQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(ok('dto', page(defaults, { size: 3 })));
    }),
    http.get('/api/goods/search.php', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      const data = q.includes('토트') ? [card(11, '빅 토트백', 259000, 1), card(12, '미니 토트백', 189000, 1)] : [];
      return HttpResponse.json(ok('data', data));
    }),
  );
  return { defaultQueries, searches };
}

describe('SearchDrawer', () => {
  it('lists the 3 defaults (page 0, sort 0, size 3) while the box is empty', async () => {
    const { defaultQueries, searches } = serve();
    renderWithProviders(<SearchDrawer open onClose={() => {}} />);

    const results = await screen.findByRole('list', { name: '검색 결과' });
    expect(within(results).getAllByRole('link')).toHaveLength(3);
    expect(within(results).getByRole('link', { name: /미니 토트백/ })).toHaveAttribute('href', '/bags/1');
    expect(within(results).getByRole('link', { name: /카드 지갑/ })).toHaveAttribute('href', '/wallets/2');
    expect(screen.getByText('추천 상품')).toBeInTheDocument();
    expect(Object.fromEntries(defaultQueries[0])).toEqual({ page: '0', sort: '0', size: '3' });
    expect(searches).toEqual([]);
  });

  it('searches live once typing pauses, with one request for the whole word', async () => {
    const { searches } = serve();
    const user = userEvent.setup();
    renderWithProviders(<SearchDrawer open onClose={() => {}} />);
    await screen.findByRole('link', { name: /카드 지갑/ });

    await user.type(screen.getByRole('searchbox', { name: '상품 검색' }), '토트');

    expect(await screen.findByRole('link', { name: /빅 토트백/ })).toHaveAttribute('href', '/bags/11');
    expect(screen.queryByRole('link', { name: /카드 지갑/ })).not.toBeInTheDocument();
    expect(screen.getByText("'토트' 검색 결과")).toBeInTheDocument();
    // Debounced: the half-typed "토" never went to the server.
    expect(searches).toEqual(['토트']);
  });

  it('waits for the pause before searching', async () => {
    const { searches } = serve();
    const user = userEvent.setup();
    renderWithProviders(<SearchDrawer open onClose={() => {}} />);
    await screen.findByRole('link', { name: /카드 지갑/ });

    await user.type(screen.getByRole('searchbox', { name: '상품 검색' }), '토트');
    expect(searches).toEqual([]);
    await waitFor(() => expect(searches).toEqual(['토트']));
  });

  it('says so when nothing matches, and clearing the box brings the defaults back', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<SearchDrawer open onClose={() => {}} />);
    const box = screen.getByRole('searchbox', { name: '상품 검색' });

    await user.type(box, '우산');
    expect(await screen.findByText("'우산'에 대한 검색 결과가 없습니다.")).toBeInTheDocument();

    await user.clear(box);
    expect(await screen.findByRole('link', { name: /카드 지갑/ })).toBeInTheDocument();
  });

  it('closes when a result is chosen', async () => {
    serve();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<SearchDrawer open onClose={onClose} />);
    await user.click(await screen.findByRole('link', { name: /키링/ }));
    expect(onClose).toHaveBeenCalled();
  });
});
