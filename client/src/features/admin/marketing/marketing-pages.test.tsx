import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../testing/admin-handlers';
import type { AdminCoupon, Banner, Popup } from './marketing-types';
import { discountProblem } from '../coupon/routes/coupon-form-page';

beforeAll(async () => {
  await import('../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 90_000 });
const SLOW = { timeout: 15_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const banner: Banner = { id: 1, img: '/images/banners/home-1.svg', url: '/bags', txt1: '블랙, 그 하나의 색', txt2: '주문 후 제작' };
const coupon: AdminCoupon = {
  id: 5,
  couponCode: 'ABCDEFGHJKLMNPQR',
  couponName: '봄 10% 쿠폰',
  minPrice: 30000,
  discountRate: 10,
  discountPrice: 0,
  startDate: '2026-03-01',
  expirationDate: '2026-03-31',
  forNew: 'false',
  created: '2026-02-20T01:00:00.000Z',
  serialCount: 300,
  serialsUsed: 12,
};

function marketingHandlers() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  server.use(
    ...adminHandlers({ me: owner }).handlers,
    http.get('/api/banner', () => HttpResponse.json(ok('dto', [banner]))),
    http.get('/api/banner/:id', () => HttpResponse.json(ok('dto', banner))),
    http.put('/api/banner', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...ok('dto', banner), message: '정상적으로 수정되었습니다.' });
    }),
    http.post('/api/banner/image', () => HttpResponse.json(ok('dto', { url: '/uploads/banners/new.webp' }))),
    http.get('/api/coupon', () => HttpResponse.json(ok('dto', page([coupon])))),
    http.get('/api/coupon/:id', () => HttpResponse.json(ok('dto', coupon))),
    http.post('/api/coupon/:id/serials', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', { batchId: 'b', count: 50 }));
    }),
    http.put('/api/coupon', async ({ request }) => {
      await record(request);
      return HttpResponse.json(fail('4000', '할인율과 할인금액은 둘 중 하나만 입력해주세요.'), { status: 400 });
    }),
  );
  return sent;
}

describe('banners', () => {
  it('lists the banners with their image, link and texts, and opens one', async () => {
    marketingHandlers();
    const { router } = renderRoute('/admin/banners');
    expect(await screen.findByText('블랙, 그 하나의 색', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('/bags')).toBeInTheDocument();
    fireEvent.click(screen.getByText('블랙, 그 하나의 색'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners/1'));
  });

  it('refuses to save without the top text (모두 입력해주세요.) and saves the uploaded image', async () => {
    const sent = marketingHandlers();
    const user = userEvent.setup();
    renderRoute('/admin/banners/1');
    const top = await screen.findByLabelText('위 문구', undefined, SLOW);
    fireEvent.change(top, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /수\s?정/ }));
    expect((await screen.findAllByText('모두 입력해주세요.', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(top, { target: { value: '새 시즌' } });
    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, file);
    await waitFor(() => expect(screen.getByLabelText('이미지')).toHaveValue('/uploads/banners/new.webp'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: /수\s?정/ }));
    await waitFor(() => expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ id: 1, img: '/uploads/banners/new.webp', url: '/bags', txt1: '새 시즌', txt2: '주문 후 제작' }), SLOW);
  });
});

describe('coupons', () => {
  it('the both-discounts rule: exactly one of rate and amount above 0', () => {
    expect(discountProblem(10, 1000)).toBe('할인율과 할인금액은 둘 중 하나만 입력해주세요.');
    expect(discountProblem(0, 0)).toBe('할인율이나 할인금액 중 하나를 입력해주세요.');
    expect(discountProblem(10, 0)).toBeNull();
    expect(discountProblem(null, 3000)).toBeNull();
  });

  it('lists coupons with their discount and serial counts', async () => {
    marketingHandlers();
    renderRoute('/admin/coupon');
    expect(await screen.findByText('봄 10% 쿠폰', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(screen.getByText('12 / 300')).toBeInTheDocument();
  });

  it('shows the rule when both discounts are set and keeps 수정 disabled; generates a serial batch', async () => {
    const sent = marketingHandlers();
    renderRoute('/admin/coupon/5');
    const amount = await screen.findByLabelText('할인금액 (원)', undefined, SLOW);
    fireEvent.change(amount, { target: { value: '1000' } });
    expect(await screen.findByText('할인율과 할인금액은 둘 중 하나만 입력해주세요.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /수\s?정/ })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('발급 수량'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: /발\s?급/ }));
    await waitFor(() => expect(sent.find((call) => call.path === '/api/coupon/5/serials')?.body).toEqual({ count: 50 }), SLOW);
  });
});

describe('popups', () => {
  const popup: Popup = { id: 3, title: '봄 신상', img: '/uploads/popups/spring.webp', url: '/bags', startDate: '2026-03-01', endDate: '2026-03-07', useYn: 'Y', position: 1 };

  function popupHandlers(create: () => Response) {
    const sent: { method: string; body: unknown }[] = [];
    marketingHandlers();
    server.use(
      http.get('/api/popup', () => HttpResponse.json(ok('dto', page([popup])))),
      http.put('/api/popup', async ({ request }) => {
        sent.push({ method: 'PUT', body: await request.json() });
        return HttpResponse.json(ok('dto', popup));
      }),
      http.post('/api/popup', async ({ request }) => {
        sent.push({ method: 'POST', body: await request.json() });
        return create();
      }),
    );
    return sent;
  }

  it('saves an edited popup from the dialog, says 정상적으로 수정되었습니다 and closes the dialog', async () => {
    const sent = popupHandlers(() => HttpResponse.json(ok('dto', popup)));
    renderRoute('/admin/popup');
    fireEvent.click((await screen.findAllByRole('button', { name: /수\s?정/ }, SLOW))[0]);
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    const title = within(dialog).getByLabelText('제목');
    await waitFor(() => expect(title).toHaveValue('봄 신상'));
    fireEvent.change(title, { target: { value: '봄 신상 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /수\s?정/ }));
    await waitFor(() => expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ ...popup, title: '봄 신상 2' }), SLOW);
    expect(await screen.findByText('정상적으로 수정되었습니다', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  });

  it("keeps the dialog open with 다시 시도해주세요 and the server's message when a new popup is refused", async () => {
    const sent = popupHandlers(() => HttpResponse.json(fail('4000', '종료일은 시작일과 같거나 그 이후여야 합니다.'), { status: 400 }));
    renderRoute('/admin/popup');
    fireEvent.click(await screen.findByRole('button', { name: '팝업 등록' }, SLOW));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    fireEvent.change(within(dialog).getByLabelText('제목'), { target: { value: '여름 세일' } });
    fireEvent.change(within(dialog).getByLabelText('이미지'), { target: { value: '/uploads/popups/summer.webp' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /등\s?록/ }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1), SLOW);
    expect(await screen.findByText('다시 시도해주세요. 종료일은 시작일과 같거나 그 이후여야 합니다.', undefined, SLOW)).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(screen.queryByText('등록되었습니다')).not.toBeInTheDocument();
  });
});
