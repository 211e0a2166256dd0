import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineItem } from '@/lib/line-item';
import { renderWithProviders } from '@/testing/test-utils';
import { CartDrawer } from './cart-drawer';
import { expectToast, toasts } from '@/testing/notices';

const tote: LineItem = {
  id: 3,
  goodsName: '미니 토트백',
  thumb_src: '/images/goods/mini-tote-1.svg',
  price: 189000,
  count: 1,
  options: [{ categoryId: 2, categoryName: '스트랩 길이', optId: 6, optName: '롱 (120cm)', price: 5000 }],
};
const wallet: LineItem = { id: 8, goodsName: '반지갑', thumb_src: '/w.svg', price: 89000, count: 2, options: [] };

function renderCart(items: LineItem[], memberId = 0, onCheckout = vi.fn()) {
  const view = renderWithProviders(<CartDrawer open onClose={() => {}} memberId={memberId} onCheckout={onCheckout} />, {
    preloadedState: { cart: { items } },
  });
  return { ...view, onCheckout };
}

describe('CartDrawer', () => {
  it('lists each line with its options and surcharges; one piece × count beside a line total that adds up, and the sum', () => {
    renderCart([tote, wallet]);
    const drawer = screen.getByRole('dialog', { name: '장바구니' });
    expect(within(drawer).getByText('스트랩 길이: 롱 (120cm) (+5,000원)')).toBeInTheDocument();
    expect(within(drawer).getAllByTestId('line-each').map((each) => each.textContent)).toEqual(['194,000원 × 1', '89,000원 × 2']);
    expect(within(drawer).getAllByTestId('line-total').map((each) => each.textContent)).toEqual(['194,000원', '178,000원']);
    expect(screen.getByTestId('cart-sum')).toHaveTextContent('372,000원');
  });

  it('shows an engraving text on its line, and the same goods with another text stays a line of its own', () => {
    const engraved = (text: string): LineItem => ({
      ...tote,
      count: 2,
      options: [...tote.options, { categoryId: 3, categoryName: '각인', optId: 7, optName: '이니셜 각인', price: 10000, text, textLabel: '이니셜' }],
    });
    renderCart([engraved('JHK'), engraved('ABC')]);
    const drawer = screen.getByRole('dialog', { name: '장바구니' });
    expect(within(drawer).getAllByTestId('line-option-text').map((each) => each.textContent)).toEqual(['이니셜: JHK', '이니셜: ABC']);
    expect(within(drawer).getAllByTestId('line-each').map((each) => each.textContent)).toEqual(['204,000원 × 2', '204,000원 × 2']);
    expect(within(drawer).getAllByTestId('line-total').map((each) => each.textContent)).toEqual(['408,000원', '408,000원']);
    expect(screen.getByTestId('cart-sum')).toHaveTextContent('816,000원');
  });

  it('steps quantities but keeps at least 1 on screen, and removes lines', async () => {
    const user = userEvent.setup();
    const { store } = renderCart([tote, wallet]);

    await user.click(screen.getByRole('button', { name: '미니 토트백 수량 늘리기' }));
    expect(store.getState().cart.items[0].count).toBe(2);
    await user.click(screen.getByRole('button', { name: '미니 토트백 수량 줄이기' }));
    expect(store.getState().cart.items[0].count).toBe(1);
    expect(screen.getByRole('button', { name: '미니 토트백 수량 줄이기' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '반지갑 삭제' }));
    expect(store.getState().cart.items.map((i) => i.id)).toEqual([3]);
    expect(screen.getByTestId('cart-sum')).toHaveTextContent('194,000원');
  });

  it('checkout with an empty cart says 장바구니에 상품을 담아주세요.', async () => {
    const user = userEvent.setup();
    const { onCheckout } = renderCart([], 7);
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await expectToast('장바구니에 상품을 담아주세요.', { tone: 'error' });
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('checkout when logged out hands the lines over and goes to /guest-order (회원 로그인 or 비회원 주문)', async () => {
    const user = userEvent.setup();
    const { onCheckout, router } = renderCart([tote], 0);
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect(onCheckout).toHaveBeenCalledWith([tote], 194000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-order'));
  });

  it('marks the line just added and announces it, when opened by 장바구니', async () => {
    renderWithProviders(<CartDrawer open onClose={() => {}} memberId={0} justAdded="8" />, { preloadedState: { cart: { items: [tote, wallet] } } });
    const drawer = screen.getByRole('dialog', { name: '장바구니' });
    // The drawer's live line (its steppers' <output>s are status regions too): empty first, then the words, since
    // a region added together with its words is often not read.
    const status = drawer.querySelector<HTMLElement>('p[role="status"]')!;
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('장바구니에 추가 되었습니다.'));
    const marked = within(drawer).getByText('방금 담은 상품').closest('li')!;
    expect(within(marked).getByRole('link', { name: '반지갑' })).toBeInTheDocument();
    expect(within(drawer).getAllByText('방금 담은 상품')).toHaveLength(1);
  });

  it('announces nothing when simply opened', () => {
    renderCart([tote]);
    expect(screen.getByRole('dialog', { name: '장바구니' }).querySelector('p[role="status"]')).toBeNull();
    expect(screen.queryByText('방금 담은 상품')).not.toBeInTheDocument();
  });

  it('checkout for a member hands over the lines and goes to order info', async () => {
    const user = userEvent.setup();
    const { onCheckout, router } = renderCart([tote, wallet], 7);
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect(toasts()).toEqual([]);
    expect(onCheckout).toHaveBeenCalledWith([tote, wallet], 372000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/order-info'));
  });
});
