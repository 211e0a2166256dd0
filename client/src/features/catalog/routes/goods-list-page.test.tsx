import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { card, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';

const goods = [card(1, '블랙 레더 토트백', 289000), card(2, '아주 아주 긴 이름의 소프트 숄더백', 259000)];

/** Records every list call's query and answers two cards in groups (prod_gbn) or plain. */
function serve(totalElements = 2) {
  const calls: Record<string, string>[] = [];
  const answer = (request: Request, wrap: boolean) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    calls.push({ path: new URL(request.url).pathname, ...params });
    const size = Number(params.size);
    const content: unknown[] = wrap ? goods.map((g) => ({ id: g.id * 10, categoryId: 1, goods: g })) : goods;
    return HttpResponse.json(ok('dto', page(content, { page: Number(params.page), size, totalElements })));
  };
  server.use(
    http.get('/api/goods/category.php', ({ request }) => answer(request, new URL(request.url).searchParams.has('prod_gbn'))),
    http.get('/api/goods/best.php', ({ request }) => answer(request, false)),
  );
  return calls;
}

describe('list pages', () => {
  it('/bags reads prod_gbn A, 10 a page, and links under /bags', async () => {
    const calls = serve();
    renderRoute('/bags');
    expect(await screen.findByRole('heading', { level: 1, name: '가방' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /블랙 레더 토트백/ })).toHaveAttribute('href', '/bags/1');
    expect(screen.getByText('289,000원')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/goods/category.php', prod_gbn: 'A', page: '0', sort: '1', size: '10' }]);
  });

  it('/accessories reads prod_gbn C, 3 a page, sort 1', async () => {
    const calls = serve();
    renderRoute('/accessories');
    await screen.findByRole('link', { name: /블랙 레더 토트백/ });
    expect(calls[0]).toMatchObject({ prod_gbn: 'C', size: '3', sort: '1' });
  });

  it('/all-items reads category 4 and links every card to /best-seller/{id}', async () => {
    const calls = serve();
    renderRoute('/all-items');
    expect(await screen.findByRole('link', { name: /소프트 숄더백/ })).toHaveAttribute('href', '/best-seller/2');
    expect(calls[0]).toMatchObject({ path: '/api/goods/category.php', categoryId: '4', size: '10' });
  });

  it('/best-seller reads best.php', async () => {
    const calls = serve();
    renderRoute('/best-seller');
    expect(await screen.findByRole('link', { name: /블랙 레더 토트백/ })).toHaveAttribute('href', '/best-seller/1');
    expect(calls[0]).toMatchObject({ path: '/api/goods/best.php', page: '0', size: '10' });
  });

  it('the sort select re-reads the list with the chosen sort id', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoute('/wallets');
    await screen.findByRole('link', { name: /블랙 레더 토트백/ });
    const select = screen.getByRole('combobox', { name: '정렬' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '추천순',
      '낮은 가격순',
      '높은 가격순',
      '신상품순',
    ]);

    await user.selectOptions(select, '낮은 가격순');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ prod_gbn: 'B', sort: '2', page: '0' }));
    await user.selectOptions(select, '신상품순');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: '4' }));
  });

  it('pages through with totalPages', async () => {
    const calls = serve(25);
    const user = userEvent.setup();
    renderRoute('/bags');
    await screen.findByRole('link', { name: /블랙 레더 토트백/ });
    const pages = screen.getByRole('navigation', { name: '페이지' });
    expect(within(pages).getAllByRole('button', { name: /^\d+ 페이지$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);

    await user.click(within(pages).getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: '2' }));
    expect(within(pages).getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('home', () => {
  it('shows the first two banners, the best sellers (categoryId 5) and all items (categoryId 4)', async () => {
    const calls = serve();
    server.use(
      http.get('/api/banner.php', () =>
        HttpResponse.json(
          ok('dto', [
            { id: 1, img: '/b1.svg', url: '/bags', txt1: '첫 배너', txt2: '하나' },
            { id: 2, img: '/b2.svg', url: '/wallets', txt1: '둘째 배너', txt2: '둘' },
            { id: 3, img: '/b3.svg', url: '/all-items', txt1: '마지막 배너', txt2: '' },
          ]),
        ),
      ),
    );
    renderRoute('/');
    expect((await screen.findByText('첫 배너')).closest('a')).toHaveAttribute('href', '/bags');
    expect(screen.getByText('둘째 배너').closest('a')).toHaveAttribute('href', '/wallets');
    expect(screen.getByText('마지막 배너')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/all-items');
    const categories = within(screen.getByRole('region', { name: '카테고리' }));
    expect(categories.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/bags', '/wallets', '/accessories']);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(
      expect.arrayContaining([
        { path: '/api/goods/category.php', categoryId: '5', page: '0', sort: '1', size: '3' },
        { path: '/api/goods/category.php', categoryId: '4', page: '0', sort: '1', size: '3' },
      ]),
    );
  });
});
