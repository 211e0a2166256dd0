import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { card, fail, miniTote, ok, page, review } from '@/testing/fixtures';
import { couponListHandler, quoteHandler } from '@/testing/checkout-handlers';
import { naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { expectToast, toasts } from '@/testing/notices';
import { serveWishlist } from '@/testing/wishlist-handlers';

const REVIEWS = {
  latest: [review(1, '최근 후기입니다.', 4)],
  recommend: [review(2, '추천을 많이 받은 후기입니다.', 5)],
  score: [review(3, '별점이 높은 후기입니다.', 5)],
} as const;

/** recom's five goods; id 3 is the mini tote the page shows. */
const RECOMMENDED = [card(9, '버킷백', 219000, 1), card(3, '미니 토트백', 189000, 1), card(5, '반지갑', 89000, 2), card(6, '카드 홀더', 49000, 2), card(7, '레더 키링', 29000, 3)];

function serve() {
  const reviewSorts: string[] = [];
  const recomQueries: string[] = [];
  server.use(
    // The heart beside the name (its own tests: wishlist-hearts.test.tsx).
    ...serveWishlist().handlers,
    http.get('/api/goods/recom', ({ request }) => {
      recomQueries.push(new URL(request.url).search);
      return HttpResponse.json(ok('dto', page(RECOMMENDED, { size: 5 })));
    }),
    http.get('/api/goods/index.php', ({ request }) => {
      const id = new URL(request.url).searchParams.get('goodsId');
      return id === '3'
        ? HttpResponse.json(ok('data', miniTote))
        : HttpResponse.json(fail('4040', '상품을 찾을 수 없습니다.'), { status: 404 });
    }),
    http.get('/api/goods/:goodsId/reviews', ({ request, params }) => {
      const sort = new URL(request.url).searchParams.get('sort') as keyof typeof REVIEWS;
      reviewSorts.push(`${params.goodsId}:${sort}`);
      return HttpResponse.json(ok('dto', page([...(REVIEWS[sort] ?? [])], { size: 5 })));
    }),
  );
  return { reviewSorts, recomQueries };
}

async function openDetail(path = '/bags/3', preloadedState?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute(path, preloadedState);
  await screen.findByRole('heading', { level: 1, name: '미니 토트백' });
  return view;
}

const strapSelect = () => screen.getByRole('combobox', { name: /스트랩 길이/ });
const total = () => screen.getByTestId('goods-total');

describe('product detail', () => {
  it('shows name, price and each option with its added price', async () => {
    serve();
    await openDetail();
    expect(screen.getAllByText('189,000원').length).toBeGreaterThan(0);
    expect(within(strapSelect()).getByRole('option', { name: '롱 (120cm) (+5,000원)' })).toBeInTheDocument();
    expect(within(strapSelect()).getByRole('option', { name: '숏 (100cm)' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('189,000원');
  });

  it('adds the chosen option prices to the total, times the quantity', async () => {
    serve();
    const user = userEvent.setup();
    await openDetail();

    await user.selectOptions(strapSelect(), '롱 (120cm) (+5,000원)');
    expect(total()).toHaveTextContent('194,000원');

    await user.selectOptions(screen.getByRole('combobox', { name: /각인/ }), '이니셜 각인 (+10,000원)');
    expect(total()).toHaveTextContent('204,000원');

    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    expect(total()).toHaveTextContent('408,000원');
  });

  it('asks for a required option before adding to the cart', async () => {
    serve();
    const user = userEvent.setup();
    const { store } = await openDetail();

    await user.click(screen.getByRole('button', { name: '장바구니' }));
    await expectToast("'스트랩 길이' 옵션을 선택해주세요.");
    expect(store.getState().cart.items).toEqual([]);
  });

  it('adds to the cart and opens the cart drawer with the line marked and the spec\'s words announced; the same goods and options merge', async () => {
    serve();
    const user = userEvent.setup();
    const { store, router } = await openDetail();

    await user.selectOptions(strapSelect(), '롱 (120cm) (+5,000원)');
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    await user.click(screen.getByRole('button', { name: '장바구니' }));

    const drawer = await screen.findByRole('dialog', { name: '장바구니' });
    // Announced from a live region in the drawer, not a browser alert and not a toast over it.
    await waitFor(() => expect(within(drawer).getByText('장바구니에 추가 되었습니다.')).toHaveAttribute('role', 'status'));
    expect(toasts()).toEqual([]);
    const added = within(drawer).getByText('방금 담은 상품').closest('li')!;
    expect(within(added).getByRole('link', { name: '미니 토트백' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cart=on');
    expect(store.getState().cart.items).toEqual([
      {
        id: 3,
        goodsName: '미니 토트백',
        thumb_src: miniTote.thumb_src,
        price: 189000,
        count: 2,
        options: [{ categoryId: 2, categoryName: '스트랩 길이', optId: 6, optName: '롱 (120cm)', price: 5000 }],
      },
    ]);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');

    await user.click(within(drawer).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '장바구니' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect(await screen.findByRole('dialog', { name: '장바구니' })).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.items[0].count).toBe(4);
  });

  it('buy-now sends a logged-out shopper to choose 회원 로그인 or 비회원 주문, on the way to checkout with that line', async () => {
    serve();
    server.use(naverOff);
    const user = userEvent.setup();
    const { router, store } = await openDetail();

    await user.selectOptions(strapSelect(), '숏 (100cm)');
    await user.click(screen.getByRole('button', { name: '바로 구매' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-order'));
    expect(await screen.findByRole('heading', { name: '주문하기' })).toBeInTheDocument();
    const login = screen.getByRole('link', { name: '회원 로그인' });
    expect(new URLSearchParams(login.getAttribute('href')!.split('?')[1]).get('redirect')).toBe('/payment/order-info');
    expect(screen.getByRole('button', { name: '휴대폰 인증 후 비회원 주문' })).toBeInTheDocument();
    expect(store.getState().paymentGoods).toMatchObject({ source: 'buy-now', returnTo: '/bags/3' });
    expect(store.getState().paymentGoods.items.map((line) => line.id)).toEqual([3]);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('buy-now hands the line to checkout for a member', async () => {
    serve();
    server.use(quoteHandler().handler, couponListHandler([]));
    const user = userEvent.setup();
    const { router, store } = await openDetail('/bags/3', {
      preloadedState: { member: { id: 7, email: 'a@b.c', memberName: '김민수', birth: '', phone: '', point: 0, sex: 0, termMarketing: 'N', termNews: 'N' } },
    });

    await user.selectOptions(strapSelect(), '롱 (120cm) (+5,000원)');
    await user.click(screen.getByRole('button', { name: '바로 구매' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/order-info'));
    expect(store.getState().paymentGoods.items).toMatchObject([{ id: 3, count: 1, options: [{ optId: 6 }] }]);
    // Back from checkout returns to this page; the paid line will not be looked for in the cart.
    expect(store.getState().paymentGoods).toMatchObject({ source: 'buy-now', returnTo: '/bags/3' });
    expect(store.getState().price).toMatchObject({ price: 194000, total: 194000 });
    expect(store.getState().cart.items).toEqual([]);
  });

  it('keeps one accordion section open at a time; clicking the open one closes it', async () => {
    serve();
    const user = userEvent.setup();
    await openDetail();
    const details = screen.getByRole('button', { name: '상세정보' });
    const shipping = screen.getByRole('button', { name: '배송 및 선물 포장' });
    const color = screen.getByRole('button', { name: '브랜드 컬러' });

    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/부드러운 소가죽 미니 토트/)).toBeVisible();

    await user.click(shipping);
    expect(shipping).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(color).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/영업일 기준 1~3일/)).toBeVisible();
    expect(screen.getByText(/부드러운 소가죽 미니 토트/)).not.toBeVisible();

    await user.click(shipping);
    expect(shipping).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/영업일 기준 1~3일/)).not.toBeVisible();

    await user.click(color);
    expect(color).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('우리는 블랙만 만듭니다.')).toBeVisible();
  });

  it('re-fetches the reviews for each sort button', async () => {
    const { reviewSorts } = serve();
    const user = userEvent.setup();
    await openDetail();

    expect(await screen.findByText('최근 후기입니다.')).toBeInTheDocument();
    expect(screen.getByText('김*수', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '추천순' }));
    expect(await screen.findByText('추천을 많이 받은 후기입니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '추천순' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '별점순' }));
    expect(await screen.findByText('별점이 높은 후기입니다.')).toBeInTheDocument();

    expect(reviewSorts).toEqual(['3:latest', '3:recommend', '3:score']);
  });

  it('shows review photos and the 추천 count; a member votes on others\' reviews, not their own', async () => {
    serve();
    const votes: string[] = [];
    const viewerCalls: string[] = [];
    let voted = false;
    server.use(
      http.get('/api/goods/:goodsId/reviews', () =>
        HttpResponse.json(
          ok(
            'dto',
            page([
              review(1, '내가 쓴 후기입니다. 좋아요.', 5, { recommendCount: 0, photos: ['/uploads/reviews/a.webp'] }),
              review(2, '다른 분의 후기입니다. 좋아요.', 4, { recommendCount: voted ? 4 : 3 }),
            ]),
          ),
        ),
      ),
      // The reviews are public; which are the member's own and which they voted for is a member call of its own.
      http.get('/api/goods/:goodsId/reviews/viewer', ({ params }) => {
        viewerCalls.push(String(params.goodsId));
        return HttpResponse.json(ok('dto', { mine: [1], recommended: voted ? [2] : [] }));
      }),
      http.post('/api/review/:reviewId/recommend', ({ params }) => {
        votes.push(String(params.reviewId));
        voted = true;
        return HttpResponse.json({ result: '0000', message: '리뷰를 추천했습니다.' });
      }),
    );
    const user = userEvent.setup();
    await openDetail('/bags/3', {
      preloadedState: { member: { id: 7, email: 'a@b.c', memberName: '김민수', birth: '', phone: '', point: 0, sex: 0, termMarketing: 'N', termNews: 'N' } },
    });

    expect(await screen.findByRole('img', { name: '후기 사진 1' })).toHaveAttribute('src', '/uploads/reviews/a.webp');
    const buttons = screen.getAllByRole('button', { name: /^추천 \d/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('추천 3');
    await user.click(buttons[0]);
    await waitFor(() => expect(screen.getByRole('button', { name: /^추천 \d/ })).toHaveTextContent('추천 4'));
    expect(screen.getByRole('button', { name: /^추천 \d/ })).toHaveAttribute('aria-pressed', 'true');
    expect(votes).toEqual(['2']);
    expect(viewerCalls).toEqual(['3', '3']);
  });

  it('shows the 추천 counts without buttons to a visitor, who makes no member call', async () => {
    serve();
    const viewerCalls: string[] = [];
    server.use(
      http.get('/api/goods/:goodsId/reviews/viewer', ({ params }) => {
        viewerCalls.push(String(params.goodsId));
        return HttpResponse.json({ result: '4010', message: '로그인이 필요합니다.' }, { status: 401 });
      }),
    );
    await openDetail();
    expect(await screen.findByText('최근 후기입니다.')).toBeInTheDocument();
    expect(screen.getByTestId('recommend-count')).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: /^추천 \d/ })).not.toBeInTheDocument();
    expect(viewerCalls).toEqual([]);
  });

  it('shows the recommended carousel: recom page 0, sort 4, size 5, without the goods on show', async () => {
    const { recomQueries } = serve();
    await openDetail();
    const carousel = await screen.findByRole('region', { name: '함께 보면 좋은 상품' });
    await within(carousel).findByText('버킷백');
    expect(recomQueries).toEqual(['?page=0&sort=4&size=5']);
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/bags/9', '/wallets/5', '/wallets/6', '/accessories/7']);
    expect(within(carousel).queryByText('미니 토트백')).not.toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '이전 상품' })).toBeDisabled();
    expect(within(carousel).getByRole('button', { name: '다음 상품' })).toBeInTheDocument();
  });

  it('says when the goods does not exist', async () => {
    serve();
    renderRoute('/wallets/999');
    expect(await screen.findByText('상품을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
