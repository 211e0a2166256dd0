import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminTheme } from '../components/admin-theme';
import { adminPaths } from '../lib/admin-paths';
import { WorkSheetPage } from '../production/routes/work-sheet-page';
import { AdminLoginPage } from './admin-login-page';
import { adminRoutes } from './admin-routes';

/** /admin/*: the guard and the layout around the console's own routes (relative to /admin). */
function AdminConsole() {
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
