import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from '@/lib/api-client';
import { lineTexts, type LineItem } from '@/lib/line-item';
import { useQuoteQuery } from '../api/checkout-api';
import type { QuoteArgs } from '../types';

/** The goods as the checkout calls take them: parallel arrays of ids, quantities, chosen option ids and texts. */
export function goodsArgs(items: LineItem[]): Pick<QuoteArgs, 'goodsId' | 'amount' | 'options' | 'texts'> {
  const texts = items.map(lineTexts);
  return {
    goodsId: items.map((item) => item.id),
    amount: items.map((item) => item.count),
    options: items.map((item) => item.options.map((option) => option.optId)),
    // Sent only when a line has a personalisation text (the server checks each against its option's rule).
    ...(texts.some(Boolean) ? { texts } : {}),
  };
}

/** Checkout's title: the first item's name, plus "외 N건" for the other lines. */
export function checkoutTitle(items: LineItem[]): string {
  if (items.length === 0) return '';
  const others = items.length - 1;
  return others > 0 ? `${items[0].goodsName} 외 ${others}건` : items[0].goodsName;
}

/** The server's prices for these goods, coupon and points; refreshes when any of them changes. */
export function useCheckoutQuote(memberId: number, items: LineItem[], couponId: number | null, point: number) {
  const args = useMemo<QuoteArgs | typeof skipToken>(
    // A verified guest checks out with memberId 0 (the checkout layout lets only members and such guests in).
    () => (memberId >= 0 && items.length > 0 ? { memberId, ...goodsArgs(items), couponId, point } : skipToken),
    [memberId, items, couponId, point],
  );
  const { data, currentData, error, isFetching } = useQuoteQuery(args);
  return {
    /** The last good quote (kept on screen while a new one loads or after a refusal). */
    quote: data,
    /** Whether the quote on screen matches the current choices. */
    current: currentData !== undefined && !error,
    error: (error as ApiError | undefined)?.message ?? null,
    isFetching,
  };
}
