import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { fail, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { expectToast } from '@/testing/notices';
import { renderWithProviders } from '@/testing/test-utils';
import GuestOrderLookupPage from './guest-order-lookup-page';
import { orderRecord } from './orders-test-data';

const NOT_VERIFIED = fail('4010', '비회원 주문은 휴대폰 인증 후 이용할 수 있습니다.', 'CHECKOUT.GUEST_NOT_VERIFIED');
const LOOKUP_FAILED = fail('4000', '주문번호 또는 인증번호가 올바르지 않습니다.', 'CHECKOUT.GUEST_LOOKUP_FAILED');

const renderLookup = (path = '/order-lookup') =>
  renderWithProviders(
    <Routes>
      <Route path="/order-lookup" element={<GuestOrderLookupPage />} />
    </Routes>,
    { path },
  );

/** A guest order server: a session opens only for 20261120-000041 with 123456. */
function serveLookup() {
  let opened = false;
  const sent: string[] = [];
  const cancels: unknown[] = [];
  server.use(
    http.get('/api/guest/order', () =>
      opened ? HttpResponse.json(ok('dto', orderRecord(41, { status: 'PREPARING', oStatus: '0' }))) : HttpResponse.json(NOT_VERIFIED, { status: 401 }),
    ),
    http.post('/api/guest/order-lookup/code', async ({ request }) => {
      sent.push(((await request.json()) as { orderNumber: string }).orderNumber);
      return HttpResponse.json({ result: '0000', message: '주문하신 휴대폰 번호로 인증번호를 보냈습니다. 5분 안에 입력해주세요.' });
    }),
    http.post('/api/guest/order-lookup', async ({ request }) => {
      const body = (await request.json()) as { orderNumber: string; code: string };
      if (body.orderNumber !== '20261120-000041' || body.code !== '123456') return HttpResponse.json(LOOKUP_FAILED, { status: 400 });
      opened = true;
      return HttpResponse.json(ok('dto', { name: '비회원', email: 'guest@example.com', phone: '01012345678', orderId: 41, expiresAt: '2026-11-20T10:00:00Z' }));
    }),
    http.post('/api/guest/order/cancel', async ({ request }) => {
      cancels.push(await request.json());
      return HttpResponse.json({ result: '0000', message: '주문이 취소되었습니다.' });
    }),
  );
  return { sent, cancels };
}

describe('비회원 주문조회 (/order-lookup)', () => {
  it('asks the number, texts a code to the order\'s phone, and shows the order with its lines and stage once the code matches', async () => {
    const { sent } = serveLookup();
    const user = userEvent.setup();
    renderLookup('/order-lookup?orderNumber=20261120-000041');

    expect(await screen.findByRole('heading', { name: '비회원 주문조회' })).toBeInTheDocument();
    expect(await screen.findByLabelText('주문번호')).toHaveValue('20261120-000041');
    expect(screen.getByLabelText('인증번호')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('주문하신 휴대폰 번호로 인증번호를 보냈습니다. 5분 안에 입력해주세요.');
    expect(sent).toEqual(['20261120-000041']);

    await user.type(screen.getByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));

    expect(await screen.findByText('20261120-000041')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('상품 준비중');
    expect(screen.getByText('미니 토트백')).toBeInTheDocument();
    expect(screen.getByText('스트랩 길이: 롱 (120cm) (+5,000원)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '리뷰 작성' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주문 취소' })).toBeInTheDocument();
  });

  it('shows the one answer of a wrong code or another number, and no order', async () => {
    serveLookup();
    const user = userEvent.setup();
    renderLookup();
    await user.type(await screen.findByLabelText('주문번호'), '20261120-000099');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(screen.getByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    await expectToast('주문번호 또는 인증번호가 올바르지 않습니다.', { tone: 'error' });
    expect(screen.queryByTestId('order-status')).not.toBeInTheDocument();
  });

  it('sends a number typed in small letters in capitals, and refuses one of another shape without sending it', async () => {
    const { sent } = serveLookup();
    const user = userEvent.setup();
    renderLookup();
    await user.type(await screen.findByLabelText('주문번호'), '2026112-48291');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await expectToast('주문번호를 확인해주세요. 주문 완료 문자에 적힌 번호를 그대로 입력해주세요.', { tone: 'error' });
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('주문번호'));
    await user.type(screen.getByLabelText('주문번호'), ' 20261123-7kq4m9xh2c ');
    expect(screen.getByLabelText('주문번호')).toHaveValue(' 20261123-7KQ4M9XH2C ');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() => expect(sent).toEqual(['20261123-7KQ4M9XH2C']));
  });

  it('refuses to send a code without a number', async () => {
    serveLookup();
    const user = userEvent.setup();
    renderLookup();
    await user.click(await screen.findByRole('button', { name: '인증번호 받기' }));
    await expectToast('주문번호를 입력해주세요.', { tone: 'error' });
    await waitFor(() => expect(screen.getByLabelText('주문번호')).toHaveFocus());
  });
});

describe('비회원 주문조회 after a refused try', () => {
  it('keeps the number and the code box, so the right code can follow', async () => {
    serveLookup();
    const user = userEvent.setup();
    renderLookup('/order-lookup?orderNumber=20261120-000041');
    await user.click(await screen.findByRole('button', { name: '인증번호 받기' }));
    await user.type(screen.getByLabelText('인증번호'), '000000');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    await expectToast('주문번호 또는 인증번호가 올바르지 않습니다.', { tone: 'error' });
    expect(screen.getByLabelText('인증번호')).toBeEnabled();
    await user.clear(screen.getByLabelText('인증번호'));
    await user.type(screen.getByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '주문 조회' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('상품 준비중');
  });
});
