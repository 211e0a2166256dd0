import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialMemberState } from '@/features/member/store/member-slice';
import { confirmAction, notify, notifyError } from '@/lib/notify';
import { card, fail, miniTote, ok, page } from '@/testing/fixtures';
import { naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { serveWishlist, wishlistItem } from '@/testing/wishlist-handlers';

// The storefront's alerts and questions go through lib/notify (a toast and a dialog there, in time): watched here.
vi.mock('@/lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn(), confirmAction: vi.fn() }));

const LIST = [card(1, '블랙 레더 토트백', 289000), card(2, '소프트 숄더백', 259000), card(3, '미니 토트백', 189000)];
const member = { member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수' } };

/** The bag list and the mini tote's page, with the catalog's calls counted. */
function serveCatalog() {
  const catalogCalls: string[] = [];
  server.use(
    naverOff,
    http.get('/api/goods/category.php', ({ request }) => {
      catalogCalls.push(new URL(request.url).search);
      const entries = LIST.map((goods) => ({ id: goods.id * 10, categoryId: 1, goods }));
      return HttpResponse.json(ok('dto', page(entries, { size: 10 })));
    }),
    http.get('/api/goods/index.php', () => HttpResponse.json(ok('data', miniTote))),
    http.get('/api/goods/:goodsId/reviews', () => HttpResponse.json(ok('dto', page([], { size: 5 })))),
    http.get('/api/goods/recom', () => HttpResponse.json(ok('dto', page([], { size: 5 })))),
  );
  return catalogCalls;
}

/** The heart of one card of the list (on screen already), found by the card's name. */
function heartOf(name: string) {
  const link = screen.getByRole('link', { name: new RegExp(name) });
  return within(link.closest('article')!).getByRole('button', { name: /찜/ });
}

/** Waits for the list's cards. */
const cardsShown = () => screen.findByRole('link', { name: /블랙 레더 토트백/ });

describe('wishlist hearts', () => {
  beforeEach(() => {
    vi.mocked(notify).mockReset();
    vi.mocked(notifyError).mockReset();
    vi.mocked(confirmAction).mockReset();
  });

  it('marks the saved goods on a list from one ids call, and toggles a heart for a member', async () => {
    serveCatalog();
    const wishlist = serveWishlist({ saved: [wishlistItem(2, '소프트 숄더백', 259000)] });
    server.use(...wishlist.handlers);
    const user = userEvent.setup();
    renderRoute('/bags', { preloadedState: member });
    await cardsShown();

    await waitFor(() => expect(heartOf('소프트 숄더백')).toHaveAttribute('aria-pressed', 'true'));
    expect(heartOf('소프트 숄더백')).toHaveAccessibleName('찜 해제');
    const tote = heartOf('블랙 레더 토트백');
    expect(tote).toHaveAttribute('aria-pressed', 'false');
    expect(tote).toHaveAccessibleName('찜하기');
    // Three cards, one request for every heart.
    expect(wishlist.calls.filter((call) => call.path === '/api/member/wishlist/ids')).toEqual([{ method: 'GET', path: '/api/member/wishlist/ids', query: { memId: '12' } }]);

    await user.click(tote);
    await waitFor(() => expect(tote).toHaveAttribute('aria-pressed', 'true'));
    expect(tote).toHaveAccessibleName('찜 해제');
    expect(wishlist.calls.find((call) => call.method === 'POST')?.body).toEqual({ memberId: 12, goodsId: 1 });

    await user.click(heartOf('소프트 숄더백'));
    await waitFor(() => expect(heartOf('소프트 숄더백')).toHaveAttribute('aria-pressed', 'false'));
    expect(wishlist.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/api/member/wishlist/2', query: { memId: '12' } });
    expect(wishlist.list.map((item) => item.id)).toEqual([1]);
    expect(notify).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('toggles the heart beside the product page\'s name', async () => {
    serveCatalog();
    const wishlist = serveWishlist();
    server.use(...wishlist.handlers);
    const user = userEvent.setup();
    renderRoute('/bags/3', { preloadedState: member });
    const heading = await screen.findByRole('heading', { level: 1, name: '미니 토트백' });
    const heart = within(heading.parentElement!).getByRole('button', { name: '찜하기' });
    await waitFor(() => expect(wishlist.calls.some((call) => call.path === '/api/member/wishlist/ids')).toBe(true));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('찜 해제');
    expect(wishlist.list.map((item) => item.id)).toEqual([3]);
  });

  it('keeps a heart pressed that was pressed while the saved ids were still on their way', async () => {
    serveCatalog();
    const wishlist = serveWishlist();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    server.use(
      http.get('/api/member/wishlist/ids', async () => {
        if (!first) return undefined;
        first = false;
        // The first answer is read before the add and arrives after it: an older truth.
        const before = ok('dto', { goodsIds: wishlist.list.map((item) => item.id) });
        await held;
        return HttpResponse.json(before);
      }),
      ...wishlist.handlers,
    );
    const user = userEvent.setup();
    renderRoute('/bags', { preloadedState: member });
    await cardsShown();
    await user.click(heartOf('미니 토트백'));
    await waitFor(() => expect(wishlist.list.map((item) => item.id)).toEqual([3]));
    release();
    await waitFor(() => expect(wishlist.calls.filter((call) => call.path === '/api/member/wishlist/ids').length).toBeGreaterThan(0));
    await waitFor(() => expect(heartOf('미니 토트백')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('undoes the mark and says the server\'s reason when an add is refused (the 200 limit)', async () => {
    serveCatalog();
    const message = '찜한 상품은 최대 200개까지 담을 수 있습니다. 찜 목록을 정리한 뒤 다시 시도해주세요.';
    server.use(...serveWishlist({ refuseAdd: { status: 409, message } }).handlers);
    const user = userEvent.setup();
    renderRoute('/bags', { preloadedState: member });
    await cardsShown();
    const heart = heartOf('미니 토트백');
    await user.click(heart);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(message));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('찜하기');
  });

  it('asks a guest to log in, asks nothing of the server, and goes to /login with the way back when the guest agrees', async () => {
    const catalogCalls = serveCatalog();
    const wishlist = serveWishlist();
    server.use(...wishlist.handlers);
    const user = userEvent.setup();
    vi.mocked(confirmAction).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { router } = renderRoute('/bags?sort=2');
    await cardsShown();

    const heart = heartOf('미니 토트백');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(confirmAction).toHaveBeenCalledWith('로그인하시면 상품을 찜할 수 있습니다. 로그인 페이지로 이동하시겠습니까?');
    expect(router.state.location.pathname).toBe('/bags');

    await user.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/bags?sort=2')}`);
    expect(wishlist.calls).toEqual([]);
    expect(catalogCalls.length).toBeGreaterThan(0);
  });

  it('a guest\'s hearts show unpressed on the product page without any member call', async () => {
    serveCatalog();
    const wishlist = serveWishlist();
    server.use(...wishlist.handlers, http.get('/api/member/wishlist/ids', () => HttpResponse.json(fail('4010', '로그인이 필요합니다.'), { status: 401 })));
    renderRoute('/bags/3');
    const heading = await screen.findByRole('heading', { level: 1, name: '미니 토트백' });
    expect(within(heading.parentElement!).getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    expect(wishlist.calls).toEqual([]);
  });
});
