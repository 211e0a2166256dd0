/**
 * One chosen option of an order line as every server-written text tells it (the courier's sheet, the confirmation
 * text): "각인: 이니셜 각인 (영문 3자 이내) (+5,000원) 'JHK'" — category, option, surcharge when there is one, and the
 * personalisation text as it will be engraved. The client's twin is client/src/lib/line-options.ts.
 */
export interface LabelledOption {
  categoryName: string;
  optName: string;
  price: number;
  text: string | null;
}

const won = (n: number): string => `${n.toLocaleString('ko-KR')}원`;

export function lineOptionLabel(option: LabelledOption): string {
  const surcharge = option.price > 0 ? ` (+${won(option.price)})` : '';
  const text = option.text ? ` '${option.text}'` : '';
  return `${option.categoryName}: ${option.optName}${surcharge}${text}`;
}

/** A line as one cell: "시티 레더 백팩 [하드웨어: 골드 (+3,000원); 각인: … 'JHK'] x1". */
export function lineSummary(line: { goodsName: string; amount: number; options: readonly LabelledOption[] }): string {
  const options = line.options.length ? ` [${line.options.map(lineOptionLabel).join('; ')}]` : '';
  return `${line.goodsName}${options} x${line.amount}`;
}
