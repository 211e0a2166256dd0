import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBookHandler, checkoutState, coupon, couponListHandler, memberState, quoteHandler, toteLine, walletLine } from '@/testing/checkout-handlers';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { findPageAlert } from '@/testing/notices';

const CONSENTS = [/만 14세 이상입니다/, /이용약관에 동의합니다/, /개인정보 수집·이용에 동의합니다/, /단순 변심에 의한 교환·반품이 제한됨/];

async function openOrderInfo({ balance = 0, coupons = [] as ReturnType<typeof coupon>[], items = [toteLine, walletLine], refuse = [] as number[] } = {}) {
  const quote = quoteHandler({ balance, refuse });
  server.use(quote.handler, couponListHandler(coupons));
  const view = renderRoute('/payment/order-info', { preloadedState: checkoutState(items) });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.getByTestId('summary-total')).not.toHaveTextContent('—'));
  return { ...view, quote };
}

const next = () => screen.getByRole('button', { name: '다음 단계' });

describe('order info', () => {
  it('shows the orderer read-only, the title with 외 N건, and each line with options, quantity and price', async () => {
    await openOrderInfo();
    expect(screen.getByRole('heading', { level: 1, name: '미니 토트백 외 1건' })).toBeInTheDocument();
    expect(screen.getByText('minsu@example.com')).toBeInTheDocument();
    expect(screen.getByText('01012345678')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '이메일' })).not.toBeInTheDocument();
    expect(screen.getByText('스트랩 길이: 롱 (120cm) (+5,000원)')).toBeInTheDocument();
    expect(screen.getAllByTestId('line-each').map((each) => each.textContent)).toEqual(['194,000원 × 1', '89,000원 × 2']);
    expect(screen.getAllByTestId('line-total').map((each) => each.textContent)).toEqual(['194,000원', '178,000원']);
  });

  it('shows the totals the server quoted', async () => {
    const { quote } = await openOrderInfo();
    expect(quote.bodies[0]).toEqual({ memberId: 12, goodsId: [3, 8], amount: [1, 2], options: [[6], []], couponId: null, point: 0 });
    expect(screen.getByTestId('summary-goods')).toHaveTextContent('372,000원');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('무료');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('372,000원');
  });

  it('keeps the next button disabled until all four consents are checked', async () => {
    const user = userEvent.setup();
    const { router } = await openOrderInfo();
    server.use(addressBookHandler([]));
    for (const label of CONSENTS) {
      expect(next()).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: label }));
    }
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: CONSENTS[3] }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: CONSENTS[3] }));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/shipment-info'));
  });

  it('all-agree checks and clears every consent', async () => {
    const user = userEvent.setup();
    await openOrderInfo();
    const all = screen.getByRole('checkbox', { name: /전체 동의/ });
    await user.click(all);
    CONSENTS.forEach((label) => expect(screen.getByRole('checkbox', { name: label })).toBeChecked());
    expect(next()).toBeEnabled();
    await user.click(all);
    CONSENTS.forEach((label) => expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked());
    expect(next()).toBeDisabled();
  });

  it('opens the terms in a popup that Escape closes', async () => {
    const user = userEvent.setup();
    await openOrderInfo();
    await user.click(screen.getByRole('button', { name: '이용약관 내용 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '이용약관' });
    expect(within(dialog).getByText(/제1조/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not offer points below 100 held', async () => {
    await openOrderInfo({ balance: 99 });
    expect(screen.queryByRole('textbox', { name: '포인트' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '전액 사용' })).not.toBeInTheDocument();
    expect(screen.getByTestId('points-unavailable')).toHaveTextContent('100포인트 이상 보유 시');
  });

  it('offers points from 100 held; 전액 사용 takes them all and the server prices them', async () => {
    const user = userEvent.setup();
    const { quote } = await openOrderInfo({ balance: 1200 });
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(screen.getByRole('textbox', { name: '포인트' })).toHaveValue('1200');
    await waitFor(() => expect(screen.getByTestId('summary-points')).toHaveTextContent('-1,200원'));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('370,800원');
    expect(quote.bodies.at(-1)?.point).toBe(1200);
  });

  it('offers only the coupons whose minimum the goods total meets, and prices the chosen one', async () => {
    const user = userEvent.setup();
    const { quote } = await openOrderInfo({
      coupons: [coupon(41, '신규 가입 쿠폰', 30000), coupon(42, 'VIP 쿠폰', 500000, { rate: 10 }), coupon(43, '만원 쿠폰', 372000)],
    });
    const select = screen.getByRole('combobox', { name: '쿠폰' });
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['쿠폰을 선택해주세요', '신규 가입 쿠폰 · 10,000원 할인', '만원 쿠폰 · 10,000원 할인']);

    await user.selectOptions(select, '신규 가입 쿠폰 · 10,000원 할인');
    await waitFor(() => expect(screen.getByTestId('summary-coupon')).toHaveTextContent('-10,000원'));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('362,000원');
    expect(quote.bodies.at(-1)?.couponId).toBe(41);
  });

  it("shows the server's Korean message when the quote is refused, and holds the next button", async () => {
    const user = userEvent.setup();
    await openOrderInfo({ coupons: [coupon(41, '신규 가입 쿠폰', 30000)], refuse: [41] });
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: '쿠폰' }), '신규 가입 쿠폰 · 10,000원 할인');
    expect(await findPageAlert()).toHaveTextContent('사용할 수 없는 쿠폰입니다.');
    expect(next()).toBeDisabled();
  });

  it('a single line is titled by its name alone', async () => {
    await openOrderInfo({ items: [{ ...walletLine, count: 1 }] });
    expect(screen.getByRole('heading', { level: 1, name: '반지갑' })).toBeInTheDocument();
  });
});

describe('order info for a verified guest (비회원 주문)', () => {
  it('shows the guest as the orderer, prices with memberId 0 and offers no coupons or points', async () => {
    const quote = quoteHandler({ balance: 0 });
    const couponCalls: string[] = [];
    server.use(
      quote.handler,
      http.get('/api/member/coupon_list', ({ request }) => {
        couponCalls.push(request.url);
        return HttpResponse.json({ result: '0000', message: '', dto: { couponDtos: [] } });
      }),
      http.get('/api/guest/checkout', () =>
        HttpResponse.json({ result: '0000', message: '', dto: { name: '비회원', email: 'guest@example.com', phone: '01055556666', orderId: null, expiresAt: '2026-11-20T10:00:00Z' } }),
      ),
    );
    renderRoute('/payment/order-info', { preloadedState: checkoutState([toteLine], { member: { ...memberState, id: 0 } }) });
    expect(await screen.findByText('guest@example.com')).toBeInTheDocument();
    expect(screen.getByText('01055556666')).toBeInTheDocument();
    await waitFor(() => expect(quote.bodies[0]).toMatchObject({ memberId: 0, couponId: null, point: 0 }));
    expect(screen.queryByRole('combobox', { name: '쿠폰' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('points-unavailable')).not.toBeInTheDocument();
    expect(screen.getByText(/비회원 주문: 인증하신 휴대폰 번호로 주문 확인 문자를/)).toBeInTheDocument();
    expect(couponCalls).toEqual([]);
  });
});
