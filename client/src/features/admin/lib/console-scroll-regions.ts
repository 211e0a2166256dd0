import { useEffect } from 'react';

/** The boxes that scroll in the console: antd tables' scroll containers and the screens' own sideways boxes. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body, .console-scroll-x';
const MARK = 'data-console-scroll-region';

/** The name a scroll region is read by: its table's caption, else its card's title, else the screen's heading, then 표. */
function regionName(box: Element): string {
  const caption = box.querySelector('caption')?.textContent?.trim();
  const card = box.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent?.trim();
  const heading = box.closest('main')?.querySelector('h1, h2, h3')?.textContent?.trim();
  return `${caption || card || heading || '목록'} 표`;
}

/**
 * Marks every box that scrolls (wider or taller than it shows) as a named, focusable region — tabIndex 0, role
 * region, an aria-label — so keyboard users can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable) and a
 * screen reader says what it is; a box that stops scrolling (a wider window) loses the mark again.
 */
export function markScrollRegions(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    if (scrolls && !box.hasAttribute(MARK)) {
      box.setAttribute(MARK, '');
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', regionName(box));
    } else if (!scrolls && box.hasAttribute(MARK)) {
      box.removeAttribute(MARK);
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  }
}

/** Keeps the console's scroll regions marked while screens change and the window resizes (one place for every screen). */
export function useScrollRegions(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => markScrollRegions(document));
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);
}
