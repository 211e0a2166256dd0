import { useLayoutEffect } from 'react';

/**
 * The first paint is index.html's #first-paint: the header and, on the pages shoppers land on, the page's lead
 * image, written by the server so a phone paints them before the scripts arrive. The app renders beneath it,
 * hidden (index.html's `#first-paint + #root` rule), and removes it once its own page can show the same thing:
 * removed in a layout effect, before the browser paints, so the swap happens within one frame.
 */
const SHELL_ID = 'first-paint';

export function releaseFirstPaint(doc: Document = document): void {
  doc.getElementById(SHELL_ID)?.remove();
}

/** The path whose lead image the first paint holds ('' when it holds none, or is gone). */
export function firstPaintLeadPath(doc: Document = document): string {
  return doc.getElementById(SHELL_ID)?.dataset.leadPath ?? '';
}

/** For the pages with a lead image: hand over once `ready` (their own lead image, or their error, can show). */
export function useReleaseFirstPaint(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseFirstPaint();
  }, [ready]);
}

/** For the shell: any page but the one whose lead image the first paint holds takes over at once. */
export function useReleaseFirstPaintUnlessLeading(pathname: string): void {
  useLayoutEffect(() => {
    if (firstPaintLeadPath() !== pathname) releaseFirstPaint();
  }, [pathname]);
}
