import { toCsv } from '../../../shared/domain/csv';
import type { Popup } from './popup';

export const POPUP_CSV_HEADER = ['No', '제목', '이미지', '링크', '시작일', '종료일', '사용', '순서'];

/** The storefront's popups; the days are Korea's (YYYY-MM-DD), as stored. */
export function popupsCsv(popups: readonly Popup[]): string {
  return toCsv(
    POPUP_CSV_HEADER,
    popups.map((popup) => [popup.id, popup.title, popup.img, popup.url, popup.startDate, popup.endDate, popup.useYn, popup.position]),
  );
}
