/** 2023-12-25 → 2023년 12월 25일 */
export function formatKoreanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${year}년 ${Number(month)}월 ${Number(day)}일`;
}

/** 제1조 (목적) or 1. 수집하는 개인정보 항목 */
export function articleHeading(numbering: 'article' | 'section', index: number, title: string): string {
  return numbering === 'article' ? `제${index + 1}조 (${title})` : `${index + 1}. ${title}`;
}
