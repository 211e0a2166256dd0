import { screen, waitFor, within } from '@testing-library/react';
import { findPageAlert } from '@/testing/notices';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/test-utils';
import { serveWishlist, wishlistItem } from '@/testing/wishlist-handlers';
import { WishlistPage } from './wishlist-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn(), confirmAction: vi.fn() }));

const openWishlist = () => renderWithProviders(<WishlistPage memberId={12} />, { path: '/mypage/wishlist' });

/** Twelve saved goods, newest first; the third is no longer sold. */
const SAVED = Array.from({ length: 12 }, (_, i) =>
  wishlistItem(100 + i, `찜한 가방 ${i + 1}`, 10_000 * (i + 1), i === 2 ? { onSale: false, goodsName: '판매 끝난 가방' } : { showGoods: [{ id: i, categoryId: 2 }] }),
);

const rows = () => within(screen.getByRole('list', { name: '찜한 상품 목록' })).getAllByRole('listitem');

describe('/mypage/wishlist', () => {
  it('lists the saved goods 10 a page with picture, name and price, and pages on', async () => {
    const wishlist = serveWishlist({ saved: SAVED });
    server.use(...wishlist.handlers);
    const user = userEvent.setup();
    openWishlist();

    expect(await screen.findByRole('heading', { level: 1, name: '찜한 상품' })).toBeInTheDocument();
    expect(await screen.findByText('12개의 상품을 찜했습니다.')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const first = rows()[0];
    expect(within(first).getByRole('link', { name: /찜한 가방 1/ })).toHaveAttribute('href', '/wallets/100');
    expect(within(first).getByText('10,000원')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/goods/100-1.svg');
    expect(wishlist.calls[0]).toEqual({ method: 'GET', path: '/api/member/wishlist', query: { memId: '12', page: '0', size: '10' } });

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByText('찜한 가방 11')).toBeInTheDocument();
    expect(wishlist.calls.at(-1)?.query).toEqual({ memId: '12', page: '1', size: '10' });
  });

  it('shows goods no longer sold as such, without a link, and removes them', async () => {
    const wishlist = serveWishlist({ saved: SAVED.slice(0, 3) });
    server.use(...wishlist.handlers);
    const user = userEvent.setup();
    openWishlist();

    const ended = (await screen.findByText('판매 끝난 가방')).closest('li')!;
    expect(within(ended).getByText('판매 종료')).toBeInTheDocument();
    expect(within(ended).queryByRole('link')).toBeNull();
    await user.click(within(ended).getByRole('button', { name: '판매 끝난 가방 삭제' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('판매 끝난 가방')).toBeNull();
    expect(wishlist.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/api/member/wishlist/102', query: { memId: '12' } });
    expect(screen.getByText('2개의 상품을 찜했습니다.')).toBeInTheDocument();
  });

  it('goes back a page when the last item of a later page is removed', async () => {
    const wishlist = serveWishlist({ saved: SAVED.slice(0, 11) });
    server.use(...wishlist.handlers);
    const user = userEvent.setup();
    openWishlist();
    await screen.findByText('11개의 상품을 찜했습니다.');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByRole('button', { name: /삭제/ }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(wishlist.calls.at(-1)?.query).toMatchObject({ page: '0' });
  });

  it('shows a skeleton (aria-busy) while it loads, then the empty state', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const wishlist = serveWishlist();
    server.use(
      http.get('/api/member/wishlist', async () => {
        await held;
        return undefined;
      }),
      ...wishlist.handlers,
    );
    openWishlist();
    const busy = (await screen.findByText('찜한 상품을 불러오는 중')).closest('[aria-busy]');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('찜한 상품이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '쇼핑하러 가기' })).toHaveAttribute('href', '/all-items');
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('says so when the list cannot be read', async () => {
    server.use(http.get('/api/member/wishlist', () => HttpResponse.json(fail('5000', '일시적인 오류'), { status: 500 })));
    openWishlist();
    expect(await findPageAlert()).toHaveTextContent('찜한 상품을 불러오지 못했습니다.');
  });
});
