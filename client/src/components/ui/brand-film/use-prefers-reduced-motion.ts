import { useMediaQuery } from '@/hooks/use-media-query';

/** True while the visitor asks the system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
