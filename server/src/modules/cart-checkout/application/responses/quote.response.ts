import { ApiProperty } from '@nestjs/swagger';
import type { CheckoutQuote } from '../../domain/checkout-quote';
import { eachPrice, type PricedLine } from '../../domain/priced-line';

export class QuoteOptionResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: '스트랩' }) categoryName!: string;
  @ApiProperty({ example: '롱 스트랩' }) optName!: string;
  @ApiProperty({ example: 5000 }) price!: number;
  @ApiProperty({ example: 'JHK', nullable: true, type: String, description: 'the personalisation text as it will be engraved; null when the option asks none' })
  text!: string | null;
}

export class QuoteLineResponse {
  @ApiProperty({ example: 3 }) goodsId!: number;
  @ApiProperty({ example: '미니 토트백' }) goodsName!: string;
  @ApiProperty({ example: '/images/goods/3.svg' }) thumb_src!: string;
  @ApiProperty({ example: 89000, description: 'the goods price alone, today' }) unitPrice!: number;
  @ApiProperty({ type: [QuoteOptionResponse] }) options!: QuoteOptionResponse[];
  @ApiProperty({ example: 94000, description: 'one piece: unitPrice + Σ option prices' }) eachPrice!: number;
  @ApiProperty({ example: 1 }) amount!: number;
  @ApiProperty({ example: 94000, description: 'eachPrice × amount' }) lineTotal!: number;
}

/** Every won of the order as the server computes it; the client shows it and sends nothing of it back. */
export class QuoteResponse {
  @ApiProperty({ type: [QuoteLineResponse] }) lines!: QuoteLineResponse[];
  @ApiProperty({ example: 94000 }) goodsTotal!: number;
  @ApiProperty({ example: 0, description: '3,000 won; free from a goods total of 30,000' }) shippingFee!: number;
  @ApiProperty({ example: 9400 }) couponDiscount!: number;
  @ApiProperty({ example: '10% 할인', nullable: true, type: String }) couponName!: string | null;
  @ApiProperty({ example: 1000 }) pointsUsed!: number;
  @ApiProperty({ example: 83600, description: 'what the provider will be asked for' }) total!: number;
  @ApiProperty({ example: 2500, description: 'the member\'s points balance' }) pointBalance!: number;
  @ApiProperty({ example: true, description: 'the order holds made-to-order goods: the separate consent is required' }) madeToOrder!: boolean;
}

export function toQuoteLineResponse(line: PricedLine): QuoteLineResponse {
  return {
    goodsId: line.goodsId,
    goodsName: line.goodsName,
    thumb_src: line.thumbSrc,
    unitPrice: line.unitPrice,
    options: line.options.map((option) => ({ id: option.id, categoryName: option.categoryName, optName: option.optName, price: option.price, text: option.text })),
    eachPrice: eachPrice(line),
    amount: line.amount,
    lineTotal: line.lineTotal,
  };
}

export function toQuoteResponse(quote: CheckoutQuote, pointBalance: number): QuoteResponse {
  return {
    lines: quote.lines.map(toQuoteLineResponse),
    goodsTotal: quote.goodsTotal,
    shippingFee: quote.shippingFee,
    couponDiscount: quote.couponDiscount,
    couponName: quote.coupon?.couponName ?? null,
    pointsUsed: quote.pointsUsed,
    total: quote.total,
    pointBalance,
    madeToOrder: quote.madeToOrder,
  };
}
