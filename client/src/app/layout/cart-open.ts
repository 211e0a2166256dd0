/**
 * How a screen opens the cart drawer with a line just added marked: ?cart=on (the spec's way to open the cart)
 * plus `cartAdded`, the line's key, in the history entry's state. The shell reads both.
 */
export interface CartOpenState {
  cartAdded?: string;
}

/** The page's query string with cart=on added. */
export function cartOpenSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set('cart', 'on');
  return `?${params.toString()}`;
}

/** The key of the line just added, when the history entry carries one. */
export function addedLineKey(state: unknown): string | undefined {
  const added = (state as CartOpenState | null)?.cartAdded;
  return typeof added === 'string' ? added : undefined;
}
