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

describe('lazyPage preload', () => {
  it('forgets a failed download, so the next ask (React drawing the screen) tries again', async () => {
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
