import { useEffect, useState } from 'react';

/**
 * Keeps an overlay mounted long enough to animate out: `mounted` follows `open` at once when opening and
 * `duration` ms later when closing; `visible` turns on a frame after mounting so the entry transition runs.
 */
export function usePresence(open: boolean, duration = 320) {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      let second = 0;
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setVisible(true));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    setVisible(false);
    const timer = window.setTimeout(() => setMounted(false), duration);
    return () => window.clearTimeout(timer);
  }, [open, duration]);

  return { mounted: mounted || open, visible: visible && open };
}
