import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { AdminRoot } from '@/features/admin/routes/admin-root';
import { AdminSessionContext, type AdminSessionBridge } from '@/features/admin/store/admin-session-bridge';
import { clearAdmin, setAdmin } from '@/features/member/store/admin-slice';

/**
 * /login/admin and /admin/*: the back office (its own lazy chunk, with antd). The console keeps the persisted
 * admin slice in step through this bridge, since features do not import each other.
 */
export default function AdminConsoleRoute() {
  const dispatch = useDispatch();
  const bridge = useMemo<AdminSessionBridge>(
    () => ({ signedIn: (id) => dispatch(setAdmin({ id })), signedOut: () => dispatch(clearAdmin()) }),
    [dispatch],
  );
  return (
    <AdminSessionContext.Provider value={bridge}>
      <AdminRoot />
    </AdminSessionContext.Provider>
  );
}
