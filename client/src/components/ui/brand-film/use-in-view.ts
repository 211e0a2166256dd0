import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen. Without IntersectionObserver (old browsers, jsdom)
 * it answers true, so the film simply plays.
 */
export function useInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [inView, setInView] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);

  return inView;
}
