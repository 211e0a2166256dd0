import { ok, type Result } from '../../../shared/domain/result';
import { CheckoutFailures } from './checkout-failures';

/** One line as the shopper asks for it: which goods, how many, which option items, the texts they asked for. Nothing about price. */
export interface RequestedLine {
  goodsId: number;
  amount: number;
  optionIds: number[];
  /** Personalisation texts by option item id, as typed (checked against the option's rule when priced). */
  texts?: ReadonlyMap<number, string>;
}

export const MAX_LINES = 30;
export const MAX_QUANTITY = 99;

/**
 * The spec's parallel arrays (goodsId[], amount[], options[][]) as lines. Lengths must agree;
 * quantities run from 1 (the spec's minimum) to 99 (a made-to-order atelier's sane ceiling). `texts`, when sent, is
 * one entry per line too: the personalisation texts by option item id (null or {} for none).
 */
export function linesFrom(
  goodsIds: number[],
  amounts: number[],
  options: number[][] | undefined,
  texts?: readonly (Readonly<Record<string, string>> | null)[],
): Result<RequestedLine[]> {
  if (goodsIds.length === 0) return CheckoutFailures.linesInvalid('주문할 상품이 없습니다.');
  if (goodsIds.length > MAX_LINES) return CheckoutFailures.linesInvalid(`한 번에 ${MAX_LINES}개 상품까지 주문할 수 있습니다.`);
  if (
    amounts.length !== goodsIds.length ||
    (options !== undefined && options.length !== goodsIds.length) ||
    (texts !== undefined && texts.length !== goodsIds.length)
  ) {
    return CheckoutFailures.linesInvalid('상품과 수량 정보가 맞지 않습니다.');
  }
  const lines: RequestedLine[] = [];
  for (const [index, goodsId] of goodsIds.entries()) {
    const amount = amounts[index];
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_QUANTITY) {
      return CheckoutFailures.linesInvalid(`수량은 1개부터 ${MAX_QUANTITY}개까지 주문할 수 있습니다.`);
    }
    const lineTexts = new Map<number, string>(Object.entries(texts?.[index] ?? {}).map(([optionId, text]) => [Number(optionId), text]));
    lines.push({ goodsId, amount, optionIds: [...(options?.[index] ?? [])], texts: lineTexts });
  }
  return ok(lines);
}
