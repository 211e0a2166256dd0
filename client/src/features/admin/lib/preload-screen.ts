import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The first lazy screen (components/lazy-page.tsx) in a route's element, through wrappers such as OwnerOnly. */
function lazyScreenIn(node: ReactNode): { preload: () => Promise<unknown> } | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  const type = node.type as { preload?: () => Promise<unknown> };
  if (typeof type.preload === 'function') return { preload: type.preload };
  return lazyScreenIn(node.props.children);
}

/**
 * Starts downloading the screen at `pathname` (e.g. /admin/dashboard, under `basename`) at once. The console draws
 * its screen only after the sign-in check (GET /api/admin/me) answers, and React asks for a lazy screen's chunk only
 * when it draws: one round trip after the other on a phone's network. Called beside the check, the two overlap.
 */
export function preloadScreen(routes: RouteObject[], pathname: string, basename: string): void {
  const matches = matchRoutes(routes, pathname, basename);
  const screen = lazyScreenIn(matches?.[matches.length - 1]?.route.element);
  // A failed download is React's to report when the screen draws (it asks again: lazy-page.tsx), not here.
  screen?.preload().catch(() => undefined);
}
