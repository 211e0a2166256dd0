import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { checkoutState, memberState, toteLine, walletLine } from '@/testing/checkout-handlers';
import { fail } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { initialCheckoutState } from '../store/checkout-slice';
import { findPageAlert } from '@/testing/notices';

const order = {
  id: 501,
  orderNumber: 'ORD-20261123-0001',
  created: '2026-11-23T03:00:00.000Z',
  oStatus: '0',
  status: 'PREPARING',
  ordererName: '김민수',
  ordererEmail: 'minsu@example.com',
  ordererPhone: '01012345678',
  recipient: '이솔',
  phone: '01098765432',
  zipCode: '04524',
  address: '서울 중구 세종대로 110',
  adrDetail: '3층',
  request: '문 앞에 놓아주세요',
  goods: [
    { id: 3, goodsName: '미니 토트백', thumb_src: '/t.svg', price: 189000 },
    { id: 8, goodsName: '반지갑', thumb_src: '/w.svg', price: 89000 },
  ],
  orderItems: [
    {
      goodsId: 3,
      amount: 1,
      unitPrice: 189000,
      options: [
        { optionItemId: 6, categoryName: '스트랩 길이', optName: '롱 (120cm)', price: 5000, text: null, textRule: null },
        { optionItemId: 7, categoryName: '각인', optName: '이니셜 각인', price: 0, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } },
      ],
      eachPrice: 194000,
      lineTotal: 194000,
    },
    { goodsId: 8, amount: 2, unitPrice: 89000, options: [], eachPrice: 89000, lineTotal: 178000 },
  ],
  payments: [],
  goodsTotal: 372000,
  shippingFee: 0,
  couponDiscount: 10000,
  couponName: '신규 가입 쿠폰',
  pointsUsed: 0,
  totalPrice: 362000,
  paymentMethod: 'card',
};
const payment = { paymentId: 'pay-1', paidAt: '2026-11-23T03:01:00.000Z', method: 'card', price: 362000, description: '미니 토트백 외 1건', cancelled: 'N' };

const otherLine = { ...walletLine, id: 11, goodsName: '카드 홀더', count: 1 };

function serveOrder(extra: Record<string, unknown> = {}) {
  const asked: string[] = [];
  server.use(
    http.get('/api/order_end.php', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ result: '0000', message: '정상 처리되었습니다.', orders: { ...order, ...extra }, payment });
    }),
  );
  return asked;
}

describe('order complete', () => {
  it('shows the order and empties the paid lines from the cart and the checkout state', async () => {
    const asked = serveOrder();
    const { store } = renderRoute('/payment/complete/501', {
      preloadedState: checkoutState([toteLine, walletLine], {
        cart: { items: [toteLine, walletLine, otherLine] },
        checkout: { ...initialCheckoutState, orderKey: 'key-1', couponId: 41 },
      }),
    });
    expect(await screen.findByRole('heading', { name: '주문이 완료되었습니다' })).toBeInTheDocument();
    expect(asked).toEqual(['?o_idx=501']);
    expect(screen.getByText('ORD-20261123-0001')).toBeInTheDocument();
    expect(screen.getByText('2026.11.23')).toBeInTheDocument();
    expect(screen.getByText('김민수')).toBeInTheDocument();
    expect(screen.getByText('이솔')).toBeInTheDocument();
    expect(screen.getByText('01098765432')).toBeInTheDocument();
    expect(screen.getByText(/서울 중구 세종대로 110 3층/)).toBeInTheDocument();
    expect(screen.getByText('문 앞에 놓아주세요')).toBeInTheDocument();
    expect(screen.getByText('신용카드')).toBeInTheDocument();
    expect(screen.getByText('스트랩 길이: 롱 (120cm) (+5,000원)')).toBeInTheDocument();
    expect(screen.getByTestId('line-option-text')).toHaveTextContent('이니셜: JHK');
    expect(screen.getAllByTestId('line-each').map((each) => each.textContent)).toEqual(['194,000원 × 1', '89,000원 × 2']);
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('362,000원');
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '주문 내역' })).toHaveAttribute('href', '/mypage/order');

    await waitFor(() => expect(store.getState().cart.items.map((i) => i.id)).toEqual([11]));
    expect(store.getState().paymentGoods.items).toEqual([]);
    expect(store.getState().checkout).toEqual(initialCheckoutState);
    // The page stays although the goods are gone (the layout's empty check spares it).
    expect(screen.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeInTheDocument();
  });

  it('shows a made-to-order order\'s stage and estimated dispatch days, and nothing of the kind for other orders', async () => {
    serveOrder({ production: { stage: 'CONFIRMED', stageLabel: '주문확인', dispatchFrom: '2026-11-24', dispatchDue: '2026-11-26' } });
    renderRoute('/payment/complete/501', { preloadedState: checkoutState([toteLine]) });
    expect((await screen.findByTestId('order-production')).querySelector('p')).toHaveTextContent('제작 단계: 주문확인 · 출고 예정 11월 24일(화)~11월 26일(목)');
    expect(screen.getByRole('list', { name: '제작 단계' }).querySelector('[aria-current="step"]')).toHaveTextContent('주문확인');
  });

  it('shows no production block for an order of ready goods', async () => {
    serveOrder({ production: null });
    renderRoute('/payment/complete/501', { preloadedState: checkoutState([toteLine]) });
    await screen.findByRole('heading', { name: '주문이 완료되었습니다' });
    expect(screen.queryByTestId('order-production')).not.toBeInTheDocument();
  });

  it('a buy-now leaves the cart alone', async () => {
    serveOrder();
    const { store } = renderRoute('/payment/complete/501', {
      preloadedState: {
        member: memberState,
        cart: { items: [toteLine, otherLine] },
        paymentGoods: { items: [toteLine], source: 'buy-now', returnTo: '/bags/3' },
      },
    });
    await screen.findByRole('heading', { name: '주문이 완료되었습니다' });
    await waitFor(() => expect(store.getState().paymentGoods.items).toEqual([]));
    expect(store.getState().cart.items.map((i) => i.id)).toEqual([3, 11]);
  });

  it('an order that cannot be read keeps the cart and points to the order list', async () => {
    server.use(http.get('/api/order_end.php', () => HttpResponse.json(fail('4040', '주문을 찾을 수 없습니다.'), { status: 404 })));
    const { store } = renderRoute('/payment/complete/999', { preloadedState: checkoutState([toteLine], { cart: { items: [toteLine] } }) });
    expect(await findPageAlert()).toHaveTextContent('주문 정보를 불러오지 못했습니다.');
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().paymentGoods.items).toHaveLength(1);
  });
});
