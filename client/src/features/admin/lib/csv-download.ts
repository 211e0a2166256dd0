/**
 * Downloads a CSV the server builds (fetch with the session cookie → Blob → a temporary link), so an export
 * never bypasses the admin session or the anti-forgery header. Throws on a failed answer.
 */
export async function downloadCsv(url: string, filename: string): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  // Read here rather than imported from lib/api-client, so its first-load chunk exports nothing more.
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (token) headers['X-CSRF-TOKEN'] = token;
  const response = await fetch(new URL(url, window.location.origin), { credentials: 'same-origin', headers });
  if (!response.ok) throw new Error(`CSV download failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
