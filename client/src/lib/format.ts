const won = new Intl.NumberFormat('ko-KR');

/** 12500 → "12,500원"; nothing is shown for 0, undefined or a non-number (the spec shows no price there). */
export function formatWon(n: number | null | undefined): string {
  if (n === undefined || n === null || !Number.isFinite(n) || n === 0) return '';
  return `${won.format(n)}원`;
}

/** An option's added price as shown beside its name: "+5,000원"; '' when it adds nothing. */
export function formatAddedPrice(n: number): string {
  if (!n) return '';
  return `${n > 0 ? '+' : '-'}${won.format(Math.abs(n))}원`;
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
