import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

type Changes<Name extends string> = Partial<Record<Name, string | number | undefined>>;

/**
 * A list's filters kept in the URL's query string beside useServerTable's page, size and sort, so a reload or a
 * shared link shows the same rows. Choosing or clearing one goes back to the first page (the old page may no longer
 * exist) and leaves the sort and the page size as they are. `names` is a constant list declared outside the screen.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(names.map((name) => [name, params.get(name) || undefined])) as Record<Name, string | undefined>, [params, names]);

  const change = useCallback(
    (changes: Changes<Name>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes) as [Name, string | number | undefined][]) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      next.set('page', '0');
      setParams(next);
    },
    [params, setParams],
  );

  /** One filter chosen, or cleared with undefined. */
  const set = useCallback((name: Name, value: string | number | undefined) => change({ [name]: value } as Changes<Name>), [change]);

  /** Every filter cleared (초기화). */
  const reset = useCallback(() => change(Object.fromEntries(names.map((name) => [name, undefined])) as Changes<Name>), [change, names]);

  const active = names.some((name) => values[name] !== undefined);
  /** Several filters chosen or cleared at once (a search form's fields). */
  return { values, set, change, reset, active };
}

/** A filter's id from the URL: a whole number from 1, or none (a mistyped link shows the whole list, not a 400). */
export function idFilter(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id >= 1 ? id : undefined;
}
