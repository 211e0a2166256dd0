import type { NoticeTone } from '@/lib/notices';

/**
 * How long a toast stays: long enough to read twice at a slow pace (about 12 Korean characters a second, plus
 * 3 s to notice it), never under 6 s; an error 4 s longer, since it asks for something to be done. Hovering or
 * focusing a toast stops the clock (WCAG 2.2.1), and every toast can be closed.
 */
export function toastDuration(message: string, tone: NoticeTone): number {
  const reading = Math.max(6000, 3000 + message.length * 80);
  return tone === 'error' ? reading + 4000 : reading;
}
