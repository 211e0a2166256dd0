import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../testing/admin-handlers';
import type { AdminGoods, AdminGoodsCard } from './api/goods-types';

beforeAll(async () => {
  await import('../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 120_000 });
const SLOW = { timeout: 15_000 };

const card = (overrides: Partial<AdminGoodsCard>): AdminGoodsCard => ({
  id: 1,
  goodsName: '새 토트백',
  price: 189000,
  thumb_src: '/uploads/goods/new-thumb.webp',
  created: '2026-11-20T01:00:00.000Z',
  showGoods: [],
  hidden: false,
  status: 'DRAFT',
  madeToOrder: true,
  thumbStatus: 'READY',
  imageStatus: 'READY',
  ...overrides,
});

const goods = (overrides: Partial<AdminGoods>): AdminGoods => ({
  id: 1,
  goodsName: '새 토트백',
  price: 189000,
  contents: '설명',
  thumb_src: '/uploads/goods/new-thumb.webp',
  thumbStatus: 'READY',
  thumbFailure: null,
  goodsImgDtos: [
    { id: 11, src: '/uploads/goods/a.webp', originName: 'a.png', status: 'READY', failure: null },
    { id: 12, src: '/uploads/goods/b.webp', originName: 'b.png', status: 'READY', failure: null },
  ],
  imageStatus: 'READY',
  categoryIds: [1],
  optCategoryIds: [],
  madeToOrder: true,
  productionDaysMin: 1,
  productionDaysMax: 3,
  hidden: false,
  status: 'DRAFT',
  addonOnly: false,
  created: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

/** Answers each call with the next of `answers`, the last one from then on; counts the calls. */
function sequence<T>(answers: T[]) {
  let calls = 0;
  return {
    next: () => answers[Math.min(calls++, answers.length - 1)],
    get calls() {
      return calls;
    },
  };
}

beforeEach(() => stubBrowserApis());

describe('goods images the server is still drawing (이미지 처리 중)', () => {
  it('the list shows a processing thumbnail as a placeholder and asks again until it is drawn, then stops asking', async () => {
    const answers = sequence([
      [card({ thumbStatus: 'PROCESSING', imageStatus: 'PROCESSING' })],
      [card({ thumbStatus: 'PROCESSING', imageStatus: 'PROCESSING' })],
      [card({})],
    ]);
    server.use(...adminHandlers({ me: owner }).handlers, http.get('/api/goods', () => HttpResponse.json(ok('dto', page(answers.next())))));
    renderRoute('/admin/goods');
    expect(await screen.findByRole('img', { name: '이미지 처리 중' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('이미지 처리 중').length).toBeGreaterThan(1); // the placeholder and the row's tag
    // RTK Query polls while any row is processing: the third answer has the picture.
    expect(await screen.findByRole('img', { name: '새 토트백' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('이미지 처리 중')).not.toBeInTheDocument();
    const asked = answers.calls;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(answers.calls).toBe(asked);
  });

  it('the list does not poll when every image is drawn', async () => {
    const answers = sequence([[card({})]]);
    server.use(...adminHandlers({ me: owner }).handlers, http.get('/api/goods', () => HttpResponse.json(ok('dto', page(answers.next())))));
    renderRoute('/admin/goods');
    expect(await screen.findByText('새 토트백', undefined, SLOW)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(answers.calls).toBe(1);
  });

  it('the form shows processing images as placeholders, refreshes until they are drawn, and then shows the pictures', async () => {
    const answers = sequence([
      goods({
        thumbStatus: 'PROCESSING',
        imageStatus: 'PROCESSING',
        goodsImgDtos: [
          { id: 11, src: '/uploads/goods/a.webp', originName: 'a.png', status: 'PROCESSING', failure: null },
          { id: 12, src: '/uploads/goods/b.webp', originName: 'b.png', status: 'READY', failure: null },
        ],
      }),
      goods({}),
    ]);
    server.use(
      ...adminHandlers({ me: owner }).handlers,
      http.get('/api/goods/admin/:id', () => HttpResponse.json(ok('dto', answers.next()))),
      http.get('/api/opt/category', () => HttpResponse.json(ok('dto', []))),
    );
    renderRoute('/admin/goods/1');
    expect(await screen.findByDisplayValue('새 토트백', undefined, SLOW)).toBeInTheDocument();
    // The thumbnail and the first extra image wait as placeholders; the notice says why.
    expect(screen.getAllByRole('img', { name: '이미지 처리 중' })).toHaveLength(2);
    expect(screen.getByText(/쇼핑몰 크기로 변환하고 있습니다/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: '이미지 처리 중' })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(answers.calls).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/쇼핑몰 크기로 변환하고 있습니다/)).not.toBeInTheDocument();
  });

  it('the form shows a failed image with its reason, and staff can remove it to upload another', async () => {
    const reason = '이미지 파일을 읽을 수 없습니다. 파일을 확인해주세요.';
    server.use(
      ...adminHandlers({ me: owner }).handlers,
      http.get('/api/goods/admin/:id', () =>
        HttpResponse.json(
          ok(
            'dto',
            goods({
              imageStatus: 'FAILED',
              goodsImgDtos: [
                { id: 11, src: '/uploads/goods/a.webp', originName: 'a.png', status: 'READY', failure: null },
                { id: 12, src: '/uploads/goods/b.webp', originName: 'broken.png', status: 'FAILED', failure: reason },
              ],
            }),
          ),
        ),
      ),
      http.get('/api/opt/category', () => HttpResponse.json(ok('dto', []))),
    );
    const user = userEvent.setup();
    renderRoute('/admin/goods/1');
    expect(await screen.findByRole('img', { name: `이미지 처리 실패: ${reason}` }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'broken.png 삭제' }));
    expect(screen.queryByRole('img', { name: `이미지 처리 실패: ${reason}` })).not.toBeInTheDocument();
  });
});
