/** localStorage key of the popups hidden for the rest of the Korean day: `{ [popupId]: 'YYYY-MM-DD' }`. */
export const DISMISSAL_KEY = 'shop.popups.hiddenUntil';

const KST_OFFSET_MS = 9 * 3600_000;

/** Today's date in Korea (UTC+9, no daylight saving), whatever the shopper's own zone. */
export function koreanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

function read(storage: Storage): Record<string, string> {
  try {
    const parsed = JSON.parse(storage.getItem(DISMISSAL_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** 오늘 하루 보지 않기: hidden until the Korean day is over (the entry names the day it was hidden). */
export function hideForToday(popupId: number, now: Date = new Date(), storage: Storage = window.localStorage): void {
  const today = koreanToday(now);
  // Keep only today's entries: yesterday's are spent anyway.
  const kept = Object.fromEntries(Object.entries(read(storage)).filter(([, day]) => day === today));
  try {
    storage.setItem(DISMISSAL_KEY, JSON.stringify({ ...kept, [popupId]: today }));
  } catch {
    // Storage full or refused (private mode): the popup just shows again next time.
  }
}

/** Whether the shopper hid this popup earlier on the same Korean day. */
export function isHiddenToday(popupId: number, now: Date = new Date(), storage: Storage = window.localStorage): boolean {
  try {
    return read(storage)[String(popupId)] === koreanToday(now);
  } catch {
    return false;
  }
}
