/** A list's CSV export path with the list's own filters and sort (never its paging: the export has its own limit); empty values left out. */
export function exportUrl(path: string, filters: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
