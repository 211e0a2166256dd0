import { type CalendarDate, formatCalendarDate, koreanDateAt, parseCalendarDate } from '../../../shared/domain/calendar-date';
import { type Result, ok } from '../../../shared/domain/result';
import { isMarketingImage, isMarketingLink } from './marketing-links';
import { MarketingFailures } from './marketing-failures';

/** A storefront popup: shown on the home page from its start day to its end day (Korea's days, inclusive) while in use. */
export interface Popup {
  id: number;
  title: string;
  img: string;
  /** '' for an image that links nowhere. */
  url: string;
  /** YYYY-MM-DD, Korea's day. */
  startDate: string;
  /** YYYY-MM-DD, Korea's day, inclusive. */
  endDate: string;
  useYn: 'Y' | 'N';
  position: number;
}

export type PopupDraft = Omit<Popup, 'id'>;

/** The fields as staff send them, checked: title and image required, dates real days in order. */
export function checkPopupDraft(input: {
  title?: string | null;
  img?: string | null;
  url?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  useYn?: string | null;
  position?: number | null;
}): Result<PopupDraft> {
  const title = (input.title ?? '').trim();
  const img = (input.img ?? '').trim();
  const url = (input.url ?? '').trim();
  if (!title || !img || !input.startDate || !input.endDate) return MarketingFailures.popupFieldsMissing();
  if (!isMarketingImage(img)) return MarketingFailures.imageInvalid();
  if (url && !isMarketingLink(url)) return MarketingFailures.linkInvalid();
  const start = parseCalendarDate(input.startDate);
  const end = parseCalendarDate(input.endDate);
  if (!start || !end) return MarketingFailures.popupFieldsMissing();
  if (formatCalendarDate(start) > formatCalendarDate(end)) return MarketingFailures.popupDatesReversed();
  return ok({
    title,
    img,
    url,
    startDate: formatCalendarDate(start),
    endDate: formatCalendarDate(end),
    useYn: input.useYn === 'N' ? 'N' : 'Y',
    position: input.position ?? 0,
  });
}

/** Today in Korea, as the popup dates are written. */
export function koreanToday(now: Date): string {
  return formatCalendarDate(koreanDateAt(now));
}

/** Whether the storefront shows it now: in use and today (Korea) within its dates. */
export function isPopupShowing(popup: Pick<Popup, 'useYn' | 'startDate' | 'endDate'>, now: Date): boolean {
  const today = koreanToday(now);
  return popup.useYn === 'Y' && popup.startDate <= today && today <= popup.endDate;
}

export type { CalendarDate };
