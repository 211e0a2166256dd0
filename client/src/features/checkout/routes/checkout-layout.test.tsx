import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fail } from '@/testing/fixtures';
import { homeHandlers } from '@/testing/catalog-handlers';
import { addressBookHandler, checkoutState, couponListHandler, homeAddress, memberState, quoteHandler, toteLine } from '@/testing/checkout-handlers';
import { naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { initialCheckoutState } from '../store/checkout-slice';

describe('checkout layout', () => {
  it('sends a guest (member id below 1) to /login, to come back to this step', async () => {
    server.use(naverOff);
    const { router } = renderRoute('/payment/order-info', { preloadedState: { paymentGoods: { items: [toteLine], source: 'cart', returnTo: '/' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/payment/order-info');
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
  });

  it('sends a member with no goods to pay for to /all-items', async () => {
    server.use(...homeHandlers);
    const { router } = renderRoute('/payment/shipment-info', { preloadedState: { member: memberState } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-items'));
    expect(await screen.findByText('빅 토트백')).toBeInTheDocument();
  });

  it('shows the four steps with the current one marked', async () => {
    server.use(quoteHandler().handler, couponListHandler([]));
    renderRoute('/payment/order-info', { preloadedState: checkoutState([toteLine]) });
    const current = await screen.findByText('주문 정보', { selector: 'span' });
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('navigation', { name: '주문 단계' })).toHaveTextContent(/주문 정보.*배송 정보.*결제 수단.*주문 완료/);
  });

  it('the browser back button leaves checkout for the product page of a buy-now', async () => {
    server.use(
      quoteHandler().handler,
      couponListHandler([]),
      addressBookHandler([homeAddress]),
      // The product page's own calls are not what this test is about.
      http.all('/api/goods/*', () => HttpResponse.json(fail('4040', '상품을 찾을 수 없습니다.'), { status: 404 })),
    );
    const { router } = renderRoute('/payment/order-info', {
      preloadedState: {
        ...checkoutState([toteLine]),
        paymentGoods: { items: [toteLine], source: 'buy-now', returnTo: '/bags/3' },
        checkout: { ...initialCheckoutState, consents: { age: true, terms: true, privacy: true, madeToOrder: true } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: '미니 토트백' });
    await router.navigate('/payment/shipment-info');
    await screen.findByText('배송지 목록');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bags/3'));
    expect(await screen.findByText('상품을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});
