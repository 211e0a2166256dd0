import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top whenever the path changes (not on query changes such as ?cart=on). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
