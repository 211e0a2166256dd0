import { Button, Layout, Menu, Tag, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useAdminLogoutMutation, useAdminMeQuery } from '../api/admin-api';
import { adminPaths } from '../lib/admin-paths';
import { useScrollRegions } from '../lib/console-scroll-regions';
import { useAdminSession } from '../store/admin-session-bridge';
import { LOGOUT_KEY, menuItems, ROLE_LABEL, selectedKey } from './admin-menu-items';
import styles from './admin-layout.module.css';

/** Phones get the menu in a drawer instead of the side bar. */
const NARROW = '(max-width: 599px)';

const MenuDrawer = lazy(() => import('./menu-drawer'));

/** The console's frame: side menu, a header with who is logged in and 로그아웃, and the screen. */
export function AdminLayout() {
  const { data: me } = useAdminMeQuery();
  const [logout, { isLoading: leaving }] = useAdminLogoutMutation();
  const { signedOut } = useAdminSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code is fetched the first time it opens, and it stays mounted after (its closing animation).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  useScrollRegions();

  const leave = async () => {
    await logout().unwrap().catch(() => undefined);
    signedOut();
    navigate(adminPaths.login, { replace: true });
  };

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
    if (key === LOGOUT_KEY) void leave();
    else navigate(key);
  };

  if (!me) return null;
  const current = selectedKey(pathname);
  const menu = (
    <Menu
      mode="inline"
      aria-label="관리자 메뉴"
      selectedKeys={current ? [current] : []}
      items={menuItems(me.role)}
      onClick={onMenu}
    />
  );

  return (
    <Layout className={styles.shell}>
      {narrow ? (
        drawerUsed && (
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {menu}
            </MenuDrawer>
          </Suspense>
        )
      ) : (
        <Layout.Sider theme="light" collapsible collapsed={collapsed} onCollapse={setCollapsed} width={220} className={styles.sider}>
          <div className={styles.brand}>{collapsed ? 'A' : 'SHOP ADMIN'}</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          {narrow ? (
            <Button
              type="text"
              aria-label="메뉴 열기"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              ☰
            </Button>
          ) : (
            <span />
          )}
          <div className={styles.account}>
            <strong>{me.name}</strong>
            <Tag>{ROLE_LABEL[me.role]}</Tag>
            <Button onClick={() => void leave()} loading={leaving}>
              로그아웃
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
