import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HOME_BLOCK_SIZE } from '@/config/shop';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import { homeHandlers } from '@/testing/catalog-handlers';
import { banners, miniTote, ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { setupStore } from './store';

describe('prefetchFirstScreen', () => {
  it('home: asks for the banners and both blocks with the home page arguments', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).search || new URL(request.url).pathname));
    server.use(...homeHandlers);
    const store = setupStore();

    prefetchFirstScreen(store, '/');

    await waitFor(() => expect(catalogApi.endpoints.getBanners.select(undefined)(store.getState()).data).toEqual(banners));
    const block = (categoryId: 4 | 5) => ({ categoryId, page: 0, sort: 1 as const, size: HOME_BLOCK_SIZE });
    // The home page subscribes with these same arguments, so it finds the answers in the cache.
    await waitFor(() => {
      expect(catalogApi.endpoints.getGoodsByCategory.select(block(5))(store.getState()).status).toBe('fulfilled');
      expect(catalogApi.endpoints.getGoodsByCategory.select(block(4))(store.getState()).status).toBe('fulfilled');
    });
    expect(asked.filter((a) => a.includes('categoryId'))).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('a product page: asks for the product', async () => {
    server.use(http.get('/api/goods/index.php', () => HttpResponse.json(ok('data', miniTote))));
    const store = setupStore();

    prefetchFirstScreen(store, '/bags/3');

    await waitFor(() => expect(catalogApi.endpoints.getGoodsDetail.select(3)(store.getState()).data?.id).toBe(miniTote.id));
  });

  it('lists and other pages: ask for nothing', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    prefetchFirstScreen(setupStore(), '/login');
    prefetchFirstScreen(setupStore(), '/bags');

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});
