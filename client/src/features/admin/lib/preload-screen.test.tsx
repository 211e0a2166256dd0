import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/lazy-page';
import { preloadScreen } from './preload-screen';

const never = () => new Promise<{ Page: () => null }>(() => undefined);
const Wrapper = ({ children }: { children: ReactNode }) => <>{children}</>;

describe('preloadScreen', () => {
  it('starts the download of the screen at a path, once, through wrappers such as OwnerOnly', () => {
    const loadDashboard = vi.fn(never);
    const loadMembers = vi.fn(never);
    const Dashboard = lazyPage(loadDashboard, (module) => module.Page);
    const Members = lazyPage(loadMembers, (module) => module.Page);
    const routes: RouteObject[] = [
      { path: 'dashboard', element: <Dashboard /> },
      { path: 'member/:adminId', element: <Wrapper><Members /></Wrapper> },
    ];

    preloadScreen(routes, '/admin/dashboard', '/admin');
    preloadScreen(routes, '/admin/dashboard', '/admin');
    expect(loadDashboard).toHaveBeenCalledTimes(1);
    expect(loadMembers).not.toHaveBeenCalled();

    preloadScreen(routes, '/admin/member/3', '/admin');
    expect(loadMembers).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a path no screen has', () => {
    const load = vi.fn(never);
    const Dashboard = lazyPage(load, (module) => module.Page);
    preloadScreen([{ path: 'dashboard', element: <Dashboard /> }], '/admin/nowhere', '/admin');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('lazyPage', () => {
  it('draws a preloaded screen at once, without the spinner in between', async () => {
    const Page = lazyPage(async () => ({ Page: () => <h3>대시보드</h3> }), (module) => module.Page);
    await Page.preload();

    render(<Page />);

    // No waiting: handed a promise, React.lazy suspends once even on a loaded chunk and shows 불러오는 중 first.
    expect(screen.getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중')).not.toBeInTheDocument();
  });

  it('shows the spinner while a screen that was not preloaded downloads, then the screen', async () => {
    const Page = lazyPage(async () => ({ Page: () => <h3>주문</h3> }), (module) => module.Page);
    render(<Page />);
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '주문' })).toBeInTheDocument();
  });

  it('tries a failed preload again on the next ask', async () => {
    const load = vi
      .fn<() => Promise<{ Page: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Page: () => null });
    const Page = lazyPage(load, (module) => module.Page);

    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toEqual({ Page: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
