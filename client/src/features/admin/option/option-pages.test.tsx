import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, owner, stubBrowserApis } from '../testing/admin-handlers';
import type { OptionCategory } from './api/option-types';

beforeAll(async () => {
  await import('../routes/admin-root');
}, 60_000);

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

const strap: OptionCategory = {
  id: 3,
  categoryName: '스트랩',
  requireYn: 'Y',
  opts: [
    { id: 7, optName: '숏', price: 0, textInput: null },
    { id: 8, optName: '롱', price: 5000, textInput: null },
  ],
};

function optionHandlers() {
  const bodies: { method: string; body: unknown }[] = [];
  const handlers = [
    ...adminHandlers({ me: owner }).handlers,
    http.get('/api/opt/category', () => HttpResponse.json(ok('dto', [strap]))),
    http.get('/api/opt/category/:id', () => HttpResponse.json(ok('dto', strap))),
    http.post('/api/opt/category', async ({ request }) => {
      bodies.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({ result: '0000', message: '등록되었습니다.', dto: { id: 4 } });
    }),
    http.put('/api/opt/category', async ({ request }) => {
      bodies.push({ method: 'PUT', body: await request.json() });
      return HttpResponse.json({ result: '0000', message: '정상적으로 수정되었습니다.', dto: { id: 3 } });
    }),
  ];
  return { handlers, bodies };
}

describe('option screens', () => {
  it('lists categories with their options and prices, and opens one', async () => {
    server.use(...optionHandlers().handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/option');
    expect(await screen.findByText('숏, 롱', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('0원, 5,000원')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /옵션 추가/ })).toBeInTheDocument();
    await user.click(screen.getByText('숏, 롱'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/option/3'), SLOW);
  });

  it('says when the names and prices differ in number, and sends nothing until they match', async () => {
    const fake = optionHandlers();
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/option/post');
    const submit = await screen.findByRole('button', { name: /등\s?록/ }, SLOW);
    fireEvent.change(screen.getByLabelText('카테고리명'), { target: { value: '각인' } });
    fireEvent.change(screen.getByLabelText('옵션명'), { target: { value: '없음, 이니셜' } });
    fireEvent.change(screen.getByLabelText('추가 가격'), { target: { value: '0' } });
    await user.click(submit);
    expect(await screen.findByText('옵션명과 가격의 개수가 같아야 합니다.', undefined, SLOW)).toBeInTheDocument();
    expect(fake.bodies).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('추가 가격'), { target: { value: '0, 3000' } });
    // 이니셜 asks for initials: up to 3, A–Z, shown upper-case.
    await user.click(screen.getByRole('checkbox', { name: '이니셜: 문구 입력 받기' }));
    fireEvent.change(screen.getByLabelText('이니셜 문구 안내'), { target: { value: '이니셜' } });
    await user.click(submit);
    expect(await screen.findByText('등록되었습니다', undefined, SLOW)).toBeInTheDocument();
    expect(fake.bodies[0]).toEqual({
      method: 'POST',
      body: {
        categoryName: '각인',
        requireYn: 'N',
        optName: ['없음', '이니셜'],
        price: [0, 3000],
        optText: [null, { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true }],
      },
    });
  });

  it('edits a category loaded into the form', async () => {
    const fake = optionHandlers();
    server.use(...fake.handlers);
    const user = userEvent.setup();
    renderRoute('/admin/option/3');
    expect(await screen.findByDisplayValue('숏, 롱', undefined, SLOW)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('추가 가격'), { target: { value: '0, 7000' } });
    await user.click(screen.getByRole('button', { name: /수\s?정/ }));
    expect(await screen.findByText('정상적으로 수정되었습니다', undefined, SLOW)).toBeInTheDocument();
    expect(fake.bodies[0]).toEqual({ method: 'PUT', body: { id: 3, categoryName: '스트랩', requireYn: 'Y', optName: ['숏', '롱'], price: [0, 7000], optText: [null, null] } });
  });
});
