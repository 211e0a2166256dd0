import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { lazyScreen } from './lazy-screen';

function Shell() {
  return (
    <div>
      <p>상단 메뉴</p>
      <Outlet />
    </div>
  );
}

function renderScreen(Screen: ComponentType) {
  const router = createMemoryRouter([
    { element: <Shell />, children: [{ errorElement: <RouteErrorScreen />, children: [{ path: '/', Component: Screen }] }] },
  ]);
  render(<RouterProvider router={router} />);
}

describe('lazyScreen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the shell and a spinner while the screen loads, then the screen', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    renderScreen(lazyScreen(() => new Promise((resolve) => (arrive = resolve))));

    expect(screen.getByText('상단 메뉴')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');

    arrive({ default: () => <h1>상품 목록</h1> });
    expect(await screen.findByRole('heading', { name: '상품 목록' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a screen that fails to load shows the reload screen inside the shell', async () => {
    renderScreen(lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))));

    expect(await screen.findByText('화면을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
    expect(screen.getByText('상단 메뉴')).toBeInTheDocument();
  });

  it('preload fetches the chunk once, before and for the first render', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>홈</h1> }));
    const Screen = lazyScreen(load);

    Screen.preload();
    Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderScreen(Screen);
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a screen that takes too long shows the reload screen', async () => {
    renderScreen(lazyScreen(() => new Promise(() => {}), 20));

    expect(await screen.findByText('화면을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
