import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { setMember } from '@/features/member/store/member-slice';
import { fail, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { api, type ApiError } from './api-client';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/probe' }),
    save: build.mutation<unknown, { name: string }>({ query: (body) => ({ url: '/api/probe', method: 'POST', body }) }),
  }),
});

function setMeta(token: string | null) {
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
  if (token === null) return;
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = token;
  document.head.appendChild(meta);
}

afterEach(() => setMeta(null));

describe('api client', () => {
  it('sends the meta tag token as X-CSRF-TOKEN on reads and writes', async () => {
    setMeta('token-from-page');
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/probe', ({ request }) => {
        seen.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json(ok('dto', 1));
      }),
      http.post('/api/probe', ({ request }) => {
        seen.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json(ok('dto', 2));
      }),
    );
    const store = setupStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.save.initiate({ name: 'x' }));
    expect(seen).toEqual(['token-from-page', 'token-from-page']);
  });

  it('sends no token header when the page has no meta tag', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get('/api/probe', ({ request }) => {
        header = request.headers.get('x-csrf-token');
        return HttpResponse.json(ok('dto', 1));
      }),
    );
    await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(header).toBeNull();
  });

  it('answers the envelope on result 0000', async () => {
    server.use(http.get('/api/probe', () => HttpResponse.json(ok('dto', { a: 1 }))));
    const result = await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toMatchObject({ result: '0000', dto: { a: 1 } });
  });

  it('turns a result other than 0000 into an error carrying the Korean message', async () => {
    server.use(
      http.get('/api/probe', () => HttpResponse.json(fail('4090', '이미 사용한 쿠폰입니다.', 'PROMO.USED'))),
    );
    const result = await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ result: '4090', message: '이미 사용한 쿠폰입니다.', code: 'PROMO.USED' });
  });

  it('reads the message from an error status answer too', async () => {
    server.use(
      http.get('/api/probe', () =>
        HttpResponse.json(fail('4040', '상품을 찾을 수 없습니다.'), { status: 404 }),
      ),
    );
    const result = await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error as ApiError).toMatchObject({ status: 404, result: '4040', message: '상품을 찾을 수 없습니다.' });
  });

  it('answers 다시 시도해주세요 followed by the failure when no envelope comes back (spec §8)', async () => {
    server.use(http.get('/api/probe', () => HttpResponse.error()));
    const offline = await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(offline.error).toMatchObject({ status: 'FETCH_ERROR', result: 'NETWORK', message: '다시 시도해주세요. (인터넷 연결을 확인해주세요)' });

    server.use(http.get('/api/probe', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const gateway = await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect((gateway.error as ApiError).message).toBe('다시 시도해주세요. (서버 응답 502)');
    expect((gateway.error as ApiError).result).toBe('NETWORK');

    server.use(http.get('/api/probe', () => HttpResponse.json({ not: 'an envelope' })));
    const odd = await setupStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(odd.error).toMatchObject({ message: '다시 시도해주세요. (서버의 응답을 읽지 못했습니다)' });
  });

  it('a 401 resets the member to logged out', async () => {
    server.use(
      http.get('/api/probe', () => HttpResponse.json(fail('4010', '로그인이 필요합니다.'), { status: 401 })),
    );
    const store = setupStore();
    store.dispatch(setMember({ id: 7, email: 'a@b.c', memberName: '김민수' }));
    expect(store.getState().member.id).toBe(7);
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().member).toMatchObject({ id: 0, email: '', memberName: '' });
  });
});
