import { useEffect, useRef } from 'react';

/**
 * Moves the focus to this element when it appears (a new step's heading), so a keyboard or screen reader user
 * starts reading where the screen changed. The element needs tabIndex={-1} unless it is focusable already.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
