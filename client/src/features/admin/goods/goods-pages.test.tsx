import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail, ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../testing/admin-handlers';
import type { AdminGoods, AdminGoodsCard } from './api/goods-types';

beforeAll(async () => {
  await import('../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 120_000 });
const SLOW = { timeout: 15_000 };

const cards: AdminGoodsCard[] = [
  { id: 1, goodsName: '미니 토트백', price: 189000, thumb_src: '/t1.webp', created: '2026-11-20T01:00:00.000Z', showGoods: [{ id: 1, categoryId: 1 }], hidden: false, status: 'SOLD_OUT', madeToOrder: true, thumbStatus: 'READY', imageStatus: 'READY' },
  { id: 2, goodsName: '지운 지갑', price: 59000, thumb_src: '/t2.webp', created: '2026-11-19T01:00:00.000Z', showGoods: [{ id: 2, categoryId: 2 }], hidden: true, status: 'ON_SALE', madeToOrder: false, thumbStatus: 'READY', imageStatus: 'READY' },
  { id: 3, goodsName: '새 키링', price: 19000, thumb_src: '/t3.webp', created: '2026-11-18T01:00:00.000Z', showGoods: [{ id: 3, categoryId: 3 }], hidden: false, status: 'DRAFT', madeToOrder: false, thumbStatus: 'READY', imageStatus: 'READY' },
];

const goods: AdminGoods = {
  id: 1,
  goodsName: '미니 토트백',
  price: 189000,
  contents: '설명',
  thumb_src: '/t1.webp',
  thumbStatus: 'READY',
  thumbFailure: null,
  goodsImgDtos: [
    { id: 11, src: '/a.webp', originName: 'a.png', status: 'READY', failure: null },
    { id: 12, src: '/b.webp', originName: 'b.png', status: 'READY', failure: null },
  ],
  imageStatus: 'READY',
  categoryIds: [1],
  optCategoryIds: [],
  madeToOrder: true,
  productionDaysMin: 2,
  productionDaysMax: 5,
  hidden: false,
  status: 'ON_SALE',
  addonOnly: false,
  created: '2026-11-20T01:00:00.000Z',
};

/** A stand-in XMLHttpRequest: records what the form sends, reports upload progress, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function goodsHandlers() {
  const calls: { method: string; path: string; query: URLSearchParams }[] = [];
  const handlers = [
    ...adminHandlers({ me: owner }).handlers,
    http.get('/api/goods', ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', path: url.pathname, query: url.searchParams });
      return HttpResponse.json(ok('dto', page(cards)));
    }),
    http.get('/api/goods/admin/:id', ({ params }) =>
      Number(params.id) === 1 ? HttpResponse.json(ok('dto', goods)) : HttpResponse.json(fail('4040', '상품을 찾을 수 없습니다.'), { status: 404 }),
    ),
    http.get('/api/opt/category', () => HttpResponse.json(ok('dto', [{ id: 5, categoryName: '스트랩', requireYn: 'Y', opts: [] }]))),
    http.post('/api/goods/:id/publish', ({ request, params }) => {
      calls.push({ method: 'POST', path: new URL(request.url).pathname, query: new URLSearchParams() });
      return HttpResponse.json({ result: '0000', message: '게시되었습니다.', dto: { id: Number(params.id) } });
    }),
    http.delete('/api/goods/:id', ({ request }) => {
      calls.push({ method: 'DELETE', path: new URL(request.url).pathname, query: new URLSearchParams() });
      return HttpResponse.json({ result: '0000', message: '정상적으로 삭제되었습니다.', dto: { id: 1 } });
    }),
  ];
  return { handlers, calls };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  stubBrowserApis();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 'token-123';
  document.head.appendChild(meta);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});

describe('goods list', () => {
  it('asks the server for page 0, 10 rows, newest first, and shows deleted goods as 삭제됨 and each status in Korean', async () => {
    const fake = goodsHandlers();
    server.use(...fake.handlers);
    renderRoute('/admin/goods');
    expect(await screen.findByText('미니 토트백', undefined, SLOW)).toBeInTheDocument();
    const query = fake.calls.find((call) => call.path === '/api/goods')!.query;
    expect([query.get('page'), query.get('size'), query.get('sort')]).toEqual(['0', '10', '4']);
    expect([query.has('name'), query.has('category'), query.has('status'), query.has('madeToOrder')]).toEqual([false, false, false, false]);
    expect(screen.getByText('삭제됨')).toBeInTheDocument();
    expect(screen.getByText('임시저장')).toBeInTheDocument();
    expect(screen.getByText('품절')).toBeInTheDocument();
    expect(screen.getByText('189,000원')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /상품 등록/ })).toBeInTheDocument();
  });
});

describe('goods search and publish', () => {
  it('sends the search from the URL to the server (name, category, status, made to order), starting at page 0', async () => {
    const fake = goodsHandlers();
    server.use(...fake.handlers);
    renderRoute('/admin/goods?name=%ED%86%A0%ED%8A%B8&category=1&status=HIDDEN&madeToOrder=false&page=0');
    expect(await screen.findByText('미니 토트백', undefined, SLOW)).toBeInTheDocument();
    const query = fake.calls.find((call) => call.path === '/api/goods')!.query;
    expect([query.get('name'), query.get('category'), query.get('status'), query.get('madeToOrder')]).toEqual(['토트', '1', 'HIDDEN', 'false']);
  });

  it('leaves a mistyped filter out rather than asking the server for a 400', async () => {
    const fake = goodsHandlers();
    server.use(...fake.handlers);
    renderRoute('/admin/goods?category=9&status=GONE&madeToOrder=maybe');
    expect(await screen.findByText('미니 토트백', undefined, SLOW)).toBeInTheDocument();
    const query = fake.calls.find((call) => call.path === '/api/goods')!.query;
    expect([query.has('category'), query.has('status'), query.has('madeToOrder')]).toEqual([false, false, false]);
  });

  it('게시 publishes a draft from its row (only drafts and hidden goods have the button)', async () => {
    const fake = goodsHandlers();
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/goods');
    const button = await screen.findByRole('button', { name: '새 키링 게시' }, SLOW);
    expect(screen.queryByRole('button', { name: '미니 토트백 게시' })).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST' && call.path === '/api/goods/3/publish')).toBe(true));
    expect(await screen.findByText('게시되었습니다')).toBeInTheDocument();
  });
});

describe('a network failure in the console', () => {
  it('says 다시 시도해주세요. followed by what failed (the spec\'s network alert)', async () => {
    const fake = goodsHandlers();
    server.use(http.post('/api/goods/:id/publish', () => HttpResponse.error()), ...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/goods');
    await user.click(await screen.findByRole('button', { name: '새 키링 게시' }, SLOW));
    expect(await screen.findByText('다시 시도해주세요. (인터넷 연결을 확인해주세요)', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('goods form', () => {
  it('asks for the thumbnail and two extra images before sending anything', async () => {
    server.use(...goodsHandlers().handlers);
    const user = userEvent.setup();
    renderRoute('/admin/goods/post');
    const submit = await screen.findByRole('button', { name: /등\s?록/ }, SLOW);
    fireEvent.change(screen.getByLabelText('상품명'), { target: { value: '새 가방' } });
    await user.click(submit);
    expect(await screen.findByText('대표 이미지를 올려주세요.')).toBeInTheDocument();
    expect(screen.getByText('추가 이미지는 2장 이상 올려주세요.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('sends the form with its files and the anti-forgery header, showing the upload progress', async () => {
    server.use(...goodsHandlers().handlers);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/admin/goods/post');
    const submit = await screen.findByRole('button', { name: /등\s?록/ }, SLOW);
    fireEvent.change(screen.getByLabelText('상품명'), { target: { value: '새 가방' } });
    fireEvent.change(screen.getByLabelText('가격'), { target: { value: '59000' } });
    const [thumbInput, extrasInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await user.upload(thumbInput, png('thumb.png'));
    await user.upload(extrasInput, [png('one.png'), png('two.png')]);
    await user.click(screen.getByLabelText('가방'));
    await user.click(submit);

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/goods/post']);
    expect(xhr.headers['X-CSRF-TOKEN']).toBe('token-123');
    const body = xhr.body!;
    expect(body.get('name')).toBe('새 가방');
    expect(body.get('price')).toBe('59000');
    expect(body.get('bag')).toBe('true');
    expect(body.get('wallet')).toBe('false');
    // A new goods item makes the brand's 1–3 business days unless staff change it.
    expect([body.get('productionDaysMin'), body.get('productionDaysMax')]).toEqual(['1', '3']);
    // A new goods item starts as a draft (게시 puts it on sale).
    expect(body.get('status')).toBe('DRAFT');
    expect((body.get('thumb') as File).name).toBe('thumb.png');
    expect((body.getAll('files') as File[]).map((file) => file.name)).toEqual(['one.png', 'two.png']);

    xhr.progress(50, 100);
    expect(await screen.findByText('50%')).toBeInTheDocument();
    xhr.answer(200, { result: '0000', message: '등록되었습니다.', dto: { id: 9 } });
    expect(await screen.findByText('등록되었습니다')).toBeInTheDocument();
  });

  it('refuses a file that is not png, jpeg or svg', async () => {
    server.use(...goodsHandlers().handlers);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/admin/goods/post');
    await screen.findByRole('button', { name: /등\s?록/ }, SLOW);
    const [thumbInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await user.upload(thumbInput, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('PNG, JPG, SVG 이미지만 올릴 수 있습니다.')).toBeInTheDocument();
  });

  it('sends the status and the add-on flag staff set', async () => {
    server.use(...goodsHandlers().handlers);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/admin/goods/1');
    expect(await screen.findByDisplayValue('미니 토트백', undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '판매 상태' }));
    await user.click(await screen.findByTitle('품절'));
    await user.click(screen.getByRole('checkbox', { name: '추가 구매 전용' }));
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect([FakeXhr.last!.body!.get('status'), FakeXhr.last!.body!.get('addonOnly')]).toEqual(['SOLD_OUT', 'true']);
  });

  it('edits: removing an existing image is sent as deleteImg; the server failure shows 다시 시도해주세요', async () => {
    server.use(...goodsHandlers().handlers);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/admin/goods/1');
    expect(await screen.findByDisplayValue('미니 토트백', undefined, SLOW)).toBeInTheDocument();
    const [, extrasInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await user.upload(extrasInput, png('three.png'));
    await user.click(screen.getAllByTitle('파일 삭제')[1]);
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/goods/1']);
    expect(xhr.body!.getAll('deleteImg')).toEqual(['11']);
    expect(xhr.body!.get('thumb')).toBeNull();
    expect([xhr.body!.get('status'), xhr.body!.get('addonOnly')]).toEqual(['ON_SALE', 'false']);
    xhr.answer(400, { result: '4000', message: 'PNG, JPG, SVG 이미지만 올릴 수 있습니다.' });
    expect(await screen.findByText('다시 시도해주세요. PNG, JPG, SVG 이미지만 올릴 수 있습니다.')).toBeInTheDocument();
  });

  it('edits the production days (business days): shown from the goods, sent with the form, a minimum above the maximum refused', async () => {
    server.use(...goodsHandlers().handlers);
    const user = userEvent.setup();
    renderRoute('/admin/goods/1');
    expect(await screen.findByDisplayValue('미니 토트백', undefined, SLOW)).toBeInTheDocument();
    const least = screen.getByLabelText('제작 기간 최소 영업일');
    const most = screen.getByLabelText('제작 기간 최대 영업일');
    expect([least, most].map((input) => (input as HTMLInputElement).value)).toEqual(['2', '5']);
    fireEvent.change(least, { target: { value: '6' } });
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));
    expect(await screen.findByText('제작 기간은 1~30 영업일 사이로, 최소 일수가 최대 일수를 넘지 않게 입력해주세요.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    fireEvent.change(most, { target: { value: '8' } });
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect([FakeXhr.last!.body!.get('productionDaysMin'), FakeXhr.last!.body!.get('productionDaysMax')]).toEqual(['6', '8']);
  });

  it('asks 정말로 삭제하시겠습니까? before deleting, and deletes only when confirmed', async () => {
    const fake = goodsHandlers();
    server.use(...fake.handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/goods/1');
    await screen.findByDisplayValue('미니 토트백', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: /^삭\s?제$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('정말로 삭제하시겠습니까?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: /취\s?소/ }));
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^삭\s?제$/ }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: /^삭\s?제$/ }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE' && call.path === '/api/goods/1')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/goods'));
  });
});
