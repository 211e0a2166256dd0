import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok, page } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from './testing/admin-handlers';

beforeAll(async () => {
  await import('./routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 120_000 });
const SLOW = { timeout: 15_000 };

/** Each catalog list: the console page (with the list's sort in its URL), a row it shows, and the file it downloads. */
const LISTS = [
  {
    name: 'goods',
    route: '/admin/goods?page=1&size=20&sort=price,desc',
    row: '미니 토트백',
    list: http.get('/api/goods', () =>
      HttpResponse.json(ok('dto', page([{ id: 1, goodsName: '미니 토트백', price: 189000, thumb_src: '/t1.webp', created: '2026-11-20T01:00:00.000Z', showGoods: [], hidden: false }]))),
    ),
    // The list's sort as the server's sort id (3: highest price); the page and size are not sent.
    exportPath: '/api/goods/export.csv',
    exportQuery: { sort: '3' },
    filename: 'goods.csv',
  },
  {
    name: 'option categories',
    route: '/admin/option',
    row: '스트랩 길이',
    list: http.get('/api/opt/category', () => HttpResponse.json(ok('dto', [{ id: 5, categoryName: '스트랩 길이', requireYn: 'Y', opts: [] }]))),
    exportPath: '/api/opt/category/export.csv',
    exportQuery: {},
    filename: 'option-categories.csv',
  },
  {
    name: 'banners',
    route: '/admin/banners',
    row: '블랙, 그 하나의 색',
    list: http.get('/api/banner', () => HttpResponse.json(ok('dto', [{ id: 1, img: '/images/banners/home-1.svg', url: '/bags', txt1: '블랙, 그 하나의 색', txt2: '' }]))),
    exportPath: '/api/banner/export.csv',
    exportQuery: {},
    filename: 'banners.csv',
  },
  {
    name: 'popups',
    route: '/admin/popup?page=2&sort=title,asc',
    row: '봄 시즌 오픈',
    list: http.get('/api/popup', () =>
      HttpResponse.json(
        ok('dto', page([{ id: 3, title: '봄 시즌 오픈', img: '/uploads/popups/a.webp', url: '', startDate: '2026-03-01', endDate: '2026-03-31', useYn: 'Y', position: 0 }])),
      ),
    ),
    exportPath: '/api/popup/export.csv',
    exportQuery: { sort: 'title,asc' },
    filename: 'popups.csv',
  },
] as const;

beforeEach(() => stubBrowserApis());
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
});

describe('catalog lists: CSV download', () => {
  it.each(LISTS)('$name: the button downloads the export with the list\'s sort, under its file name', async (list) => {
    const exports: URL[] = [];
    server.use(
      // The export's handler first: the shared /api/banner/:id-style handlers would take export.csv for an id.
      http.get(list.exportPath, ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse('\uFEFFNo\r\n1\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
      list.list,
      ...adminHandlers({ me: owner }).handlers,
    );
    const saved: Blob[] = [];
    // jsdom has no object URLs; the saved file is the Blob handed to the temporary link.
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:csv')), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    renderRoute(list.route);
    expect(await screen.findByText(list.row, undefined, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'CSV 다운로드' }));

    await waitFor(() => expect(names).toEqual([list.filename]), SLOW);
    expect(exports).toHaveLength(1);
    expect(exports[0].pathname).toBe(list.exportPath);
    expect(Object.fromEntries(exports[0].searchParams)).toEqual(list.exportQuery);
    // The file as the server sent it, byte order mark included (Excel reads UTF-8 only with it).
    expect([...new Uint8Array(await saved[0].arrayBuffer())]).toEqual([...new TextEncoder().encode('\uFEFFNo\r\n1\r\n')]);
  });
});
