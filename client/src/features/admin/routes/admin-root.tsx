import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminTheme } from '../components/admin-theme';
import { lazyPage } from '../components/lazy-page';
import { adminPaths } from '../lib/admin-paths';
import { preloadScreen } from '../lib/preload-screen';
import { adminRoutes } from './admin-routes';

const AdminLoginPage = lazyPage(() => import('./admin-login-page'), (module) => module.AdminLoginPage);
const WorkSheetPage = lazyPage(() => import('../production/routes/work-sheet-page'), (module) => module.WorkSheetPage);

/** /admin/*: the guard and the layout around the console's own routes (relative to /admin). */
function AdminConsole() {
  const { pathname } = useLocation();
  // The screen's chunk downloads beside the guard's sign-in check instead of after it.
  useEffect(() => preloadScreen(adminRoutes, pathname, adminPaths.root), [pathname]);
  return useRoutes([
    // The work sheets print without the console's frame: the guard alone around them.
    {
      path: 'production/sheet',
      element: (
        <AdminGuard>
          <WorkSheetPage />
        </AdminGuard>
      ),
    },
    {
      element: (
        <AdminGuard>
          <AdminLayout />
        </AdminGuard>
      ),
      children: [
        { index: true, element: <Navigate replace to={adminPaths.dashboard} /> },
        ...adminRoutes,
        { path: '*', element: <Navigate replace to={adminPaths.dashboard} /> },
      ],
    },
  ]);
}

/**
 * The back office's one lazily loaded root, for both /login/admin and /admin/* (the app's router sends both here,
 * so the storefront's first load holds a single import of it). Everything inside uses antd.
 */
export function AdminRoot() {
  const { pathname } = useLocation();
  return <AdminTheme>{pathname === adminPaths.login ? <AdminLoginPage /> : <AdminConsole />}</AdminTheme>;
}
