import { useEffect } from 'react';

// Several overlays may be open at once (a drawer, then a popup); the body unlocks when the last one closes.
let locks = 0;

/** Locks page scrolling while `locked` is true. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [locked]);
}
