/** A popup the home page shows now (GET /api/popup.php). */
export interface StorefrontPopup {
  id: number;
  title: string;
  img: string;
  url: string;
}

/**
 * The current popups, by a plain fetch: the popup chunk stays off the store and the api slice, and a failure
 * only means no popup.
 */
export async function fetchCurrentPopups(): Promise<StorefrontPopup[]> {
  try {
    const response = await fetch('/api/popup.php', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const body = (await response.json()) as { result?: string; dto?: StorefrontPopup[] };
    return body.result === '0000' && Array.isArray(body.dto) ? body.dto : [];
  } catch {
    return [];
  }
}
