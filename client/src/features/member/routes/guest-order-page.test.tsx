import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkoutState, quoteHandler, toteLine } from '@/testing/checkout-handlers';
import { verificationHandlers } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { expectToast } from '@/testing/notices';
import { renderRoute } from '@/testing/test-utils';

const GUEST = { name: '비회원', email: 'guest@example.com', phone: '01055556666', orderId: null, expiresAt: '2026-11-20T10:00:00Z' };

/** The verification calls, POST /api/guest/checkout (recorded) and, once it was called, the guest session's orderer. */
function serveGuestCheckout() {
  const api = verificationHandlers();
  const started: unknown[] = [];
  server.use(
    ...api.handlers,
    http.post('/api/guest/checkout', async ({ request }) => {
      started.push(await request.json());
      return HttpResponse.json({ result: '0000', message: '휴대폰 인증이 완료되었습니다. 주문을 계속해주세요.', dto: GUEST });
    }),
    http.get('/api/guest/checkout', () =>
      started.length
        ? HttpResponse.json({ result: '0000', message: '', dto: GUEST })
        : HttpResponse.json({ result: '4010', message: '비회원 주문은 휴대폰 인증 후 이용할 수 있습니다.', code: 'CHECKOUT.GUEST_NOT_VERIFIED' }, { status: 401 }),
    ),
    quoteHandler().handler,
  );
  return { api, started };
}

describe('/guest-order (주문하기 without an account)', () => {
  it('offers 회원 로그인 with the way back to checkout', async () => {
    renderRoute('/guest-order');
    const login = await screen.findByRole('link', { name: '회원 로그인' });
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fpayment%2Forder-info');
    expect(screen.getByText('포인트와 쿠폰은 회원 주문에서만 사용할 수 있습니다.')).toBeInTheDocument();
  });

  it('asks the e-mail in the shop\'s words before any code is sent', async () => {
    const { api } = serveGuestCheckout();
    const user = userEvent.setup();
    renderRoute('/guest-order');
    await user.type(await screen.findByLabelText('주문자 이름'), '비회원');
    await user.type(screen.getByLabelText('이메일'), 'guest@example');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01055556666');
    await user.click(screen.getByRole('button', { name: '휴대폰 인증 후 비회원 주문' }));
    await expectToast('이메일 형식에 맞게 입력해 주세요.', { tone: 'error' });
    expect(api.calls).toEqual([]);
  });

  it('verifies the phone (purpose guest-order), starts the guest checkout and goes on to order info as the guest', async () => {
    const { api, started } = serveGuestCheckout();
    const user = userEvent.setup();
    const { router } = renderRoute('/guest-order', { preloadedState: checkoutState([toteLine], { member: { ...checkoutState([]).member!, id: 0 } }) });
    await user.type(await screen.findByLabelText('주문자 이름'), '비회원');
    await user.type(screen.getByLabelText('이메일'), 'guest@example.com');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01055556666');
    await user.click(screen.getByRole('button', { name: '휴대폰 인증 후 비회원 주문' }));

    const dialog = await screen.findByRole('dialog', { name: '인증번호 입력' });
    await user.type(within(dialog).getByLabelText('인증번호'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/order-info'));
    expect(api.calls.map((call) => [call.path, call.body.purpose])).toEqual([
      ['/api/send-one.php', 'guest-order'],
      ['/api/verification/confirm', 'guest-order'],
    ]);
    expect(started).toEqual([{ verificationToken: 'verification-token', name: '비회원', email: 'guest@example.com' }]);
    expect(await screen.findByText('guest@example.com')).toBeInTheDocument();
  });
});
