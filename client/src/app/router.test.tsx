import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { homeHandlers } from '@/testing/catalog-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { lazyRoute } from '@/lib/lazy-route';
import { stubBrowserApis } from '@/features/admin/testing/admin-handlers';

/** The back office asks who is logged in; nobody is. */
const adminLoggedOut = http.get('/api/admin/me', () =>
  HttpResponse.json({ result: '4010', message: '로그인이 필요합니다.' }, { status: 401 }),
);

describe('router', () => {
  // The admin tests stub what jsdom lacks for antd; the storefront tests run without it.
  afterEach(() => vi.unstubAllGlobals());

  it('shows the home page for an unknown path', async () => {
    server.use(...homeHandlers);
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '베스트' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(await screen.findByRole('link', { name: /레더 키링/ })).toHaveAttribute('href', '/best-seller/3');
  });

  it('renders /admin without the storefront header or footer (a logged-out visitor gets the admin login)', async () => {
    stubBrowserApis();
    server.use(adminLoggedOut);
    const { router } = renderRoute('/admin/goods');
    expect(await screen.findByRole('heading', { name: '관리자 로그인' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/admin');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  }, 30_000);

  it('renders /login/admin without the storefront header or footer', async () => {
    stubBrowserApis();
    server.use(adminLoggedOut);
    renderRoute('/login/admin');
    expect(await screen.findByRole('heading', { name: '관리자 로그인' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  }, 30_000);

  it('scrolls to the top when the path changes', async () => {
    server.use(...homeHandlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { name: '베스트' });
    vi.mocked(window.scrollTo).mockClear();

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: '쿠키정책' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cookie-policy'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('opens the cart drawer for /?cart=on', async () => {
    server.use(...homeHandlers);
    renderRoute('/?cart=on');
    const drawer = await screen.findByRole('dialog', { name: '장바구니' });
    expect(within(drawer).getByText('장바구니가 비어 있습니다.')).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');
  });
});

describe('route errors', () => {
  // React Router and React report the caught error on the console; the screens are what is tested.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  function renderFailing(load: () => Promise<{ default: () => null }>) {
    const router = createMemoryRouter([{ path: '/', lazy: lazyRoute(load), hydrateFallbackElement: <p>…</p>, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);
  }

  it('a screen that fails to load shows the reload screen', async () => {
    renderFailing(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    expect(await screen.findByText('화면을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });

  it('a screen that takes too long to load shows the reload screen', async () => {
    const router = createMemoryRouter([
      { path: '/', lazy: lazyRoute(() => new Promise(() => {}), 20), hydrateFallbackElement: <p>…</p>, errorElement: <RouteErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('화면을 불러오지 못했습니다.')).toBeInTheDocument();
  });

  it('any other failure shows the unexpected error screen', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('예기치 못한 오류가 발생했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '새로고침' })).not.toBeInTheDocument();
  });
});
