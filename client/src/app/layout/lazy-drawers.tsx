import { lazy, Suspense, useState, type ReactNode } from 'react';

// The drawers are not needed for the first paint: their code (and styles) load the first time one opens.
export const CartDrawer = lazy(() => import('@/features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })));
export const SearchDrawer = lazy(() =>
  import('@/features/search/components/search-drawer').then((m) => ({ default: m.SearchDrawer })),
);
export const MenuDrawer = lazy(() => import('@/components/layouts/menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * Renders its drawer from the first time `open` is true and keeps it mounted after (so it can animate out);
 * before that nothing, so the drawer's chunk is not fetched.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
