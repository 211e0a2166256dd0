import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkoutState, homeAddress, quoteHandler, toteLine } from '@/testing/checkout-handlers';
import { fail, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { initialCheckoutState, type CheckoutState } from '../store/checkout-slice';
import { assignLocation } from '../utils/payment-provider';
import { expectToast, findPageAlert, pageAlert } from '@/testing/notices';

vi.mock('../utils/payment-provider', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/payment-provider')>()),
  assignLocation: vi.fn(),
}));

const ready: CheckoutState = {
  ...initialCheckoutState,
  consents: { age: true, terms: true, privacy: true, madeToOrder: true },
  shipment: { kind: 'book', addressId: 7, ...homeAddress },
  request: '문 앞에 놓아주세요',
};

function serveOrder(save: () => Response) {
  const saved: Record<string, unknown>[] = [];
  let ids = 0;
  server.use(
    quoteHandler().handler,
    http.get('/api/payment-id.php', () => HttpResponse.json({ result: '0000', message: '', orderId: `key-${(ids += 1)}` })),
    http.post('/api/order_save.php', async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return save();
    }),
  );
  return saved;
}

const sandboxOrder = ok('dto', {
  id: 501,
  orderNumber: 'ORD-1',
  total: 194000,
  goodsName: '미니 토트백',
  payment: {
    gateway: 'sandbox',
    clientId: null,
    scriptUrl: null,
    pageUrl: '/sandbox/pay',
    method: 'kakaopay',
    orderId: 'ORD-1',
    amount: 194000,
    goodsName: '미니 토트백',
    returnUrl: '/api/payment-serverAuth.php',
  },
});

describe('payment method', () => {
  it('pays: the chosen method and the steps go to order_save with the attempt key, then the sandbox page opens', async () => {
    const saved = serveOrder(() => HttpResponse.json(sandboxOrder));
    const user = userEvent.setup();
    const { store } = renderRoute('/payment/payment-method', { preloadedState: checkoutState([toteLine], { checkout: ready }) });
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('194,000원'));

    await user.click(screen.getByRole('radio', { name: /카카오페이/ }));
    await user.click(screen.getByRole('button', { name: '결제하기' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(vi.mocked(assignLocation).mock.calls[0][0]).toBe(
      '/sandbox/pay?orderId=ORD-1&amount=194000&goodsName=%EB%AF%B8%EB%8B%88+%ED%86%A0%ED%8A%B8%EB%B0%B1&returnUrl=%2Fapi%2Fpayment-serverAuth.php&method=kakaopay',
    );
    expect(saved).toEqual([
      {
        orderId: 'key-1',
        memberId: 12,
        goodsId: [3],
        amount: [1],
        options: [[6]],
        couponId: null,
        point: 0,
        addressId: 7,
        request: '문 앞에 놓아주세요',
        method: 'kakaopay',
        consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
        // The total on screen: the server saves nothing if its price is no longer this one.
        expectedTotal: 194000,
      },
    ]);
    expect(store.getState().checkout.phase).toBe('redirecting');
    expect(screen.getByRole('button', { name: '결제 진행 중…' })).toBeDisabled();
  });

  it("shows the server's refusal and retries with the same key", async () => {
    let answers = 0;
    const saved = serveOrder(() =>
      (answers += 1) === 1 ? HttpResponse.json(fail('4000', '결제 금액은 100원 이상이어야 합니다.'), { status: 400 }) : HttpResponse.json(sandboxOrder),
    );
    const user = userEvent.setup();
    renderRoute('/payment/payment-method', { preloadedState: checkoutState([toteLine], { checkout: ready }) });
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('194,000원'));

    await user.click(screen.getByRole('button', { name: '결제하기' }));
    expect(await findPageAlert()).toHaveTextContent('결제 금액은 100원 이상이어야 합니다.');
    await expectToast('결제 금액은 100원 이상이어야 합니다.');

    await user.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((body) => body.orderId)).toEqual(['key-1', 'key-1']);
  });

  it("shows the provider's message when the server's redirect reports a failed payment", async () => {
    const given: string[] = [];
    server.use(
      quoteHandler().handler,
      http.delete('/api/order_view.php', ({ request }) => {
        given.push(new URL(request.url).searchParams.get('orderId') ?? '');
        return HttpResponse.json({ result: '0000', message: '정상 처리되었습니다.' });
      }),
    );
    const { store, router } = renderRoute(
      `/payment/payment-method?payment=failed&message=${encodeURIComponent('카드 승인이 거절되었습니다.')}`,
      { preloadedState: checkoutState([toteLine], { checkout: { ...ready, orderKey: 'key-used', pendingOrderId: 501, phase: 'redirecting' } }) },
    );
    expect(await findPageAlert()).toHaveTextContent('카드 승인이 거절되었습니다.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(pageAlert()).toHaveTextContent('카드 승인이 거절되었습니다.');
    expect(store.getState().checkout).toMatchObject({ phase: 'failed', orderKey: null, pendingOrderId: null });
    // The order the failed payment left (this checkout's saved one: the redirect names none) is given up as the
    // member (the server ignores unsigned failure returns).
    await waitFor(() => expect(given).toEqual(['501']));
  });

  it('sends a shopper without a shipping address back to the shipment step', async () => {
    server.use(quoteHandler().handler, http.get('/api/shipment/adr.php', () => HttpResponse.json(ok('list', { content: [] }))));
    const { router } = renderRoute('/payment/payment-method', {
      preloadedState: checkoutState([toteLine], { checkout: { ...ready, shipment: null } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/shipment-info'));
  });
});
