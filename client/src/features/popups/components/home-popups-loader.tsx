import { type ComponentType, useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Loads the popup chunk only after the home page has rendered and the browser is idle (its code, its styles and
 * its /api/popup.php call all come later), so the storefront's first load and first paint do not change.
 */
export function HomePopupsLoader() {
  const [Popups, setPopups] = useState<ComponentType | null>(null);

  useEffect(() => {
    let alive = true;
    const load = () => {
      void import('./home-popups')
        .then((module) => {
          if (alive) setPopups(() => module.default);
        })
        .catch(() => undefined);
    };
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback) {
      const id = idle.requestIdleCallback(load, { timeout: 3000 });
      return () => {
        alive = false;
        idle.cancelIdleCallback?.(id);
      };
    }
    const timer = window.setTimeout(load, 1200);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, []);

  return Popups ? <Popups /> : null;
}
