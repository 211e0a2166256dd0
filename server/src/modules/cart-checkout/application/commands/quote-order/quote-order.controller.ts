import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CheckoutBuyerGuard } from '../../guest/checkout-buyer.guard';
import { assertBuyer, Buyer, type CheckoutBuyer } from '../../guest/guest-request';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { linesFrom } from '../../../domain/checkout-line';
import { CheckoutLinesRequest } from '../../requests/checkout-lines.request';
import { QuoteResponse, toQuoteResponse } from '../../responses/quote.response';
import { QuoteOrderService } from './quote-order.service';

@ApiTags('checkout')
@ApiSecurity('csrf')
@Controller('api')
export class QuoteOrderController {
  constructor(private readonly service: QuoteOrderService) {}

  @Post('order/quote.php')
  @HttpCode(200)
  @UseGuards(CheckoutBuyerGuard)
  @ApiOperation({
    summary: '**new** Every won of an order before it is placed',
    description:
      'Prices from the database (goods + chosen options × quantity), the coupon (held, unused, within its dates, minPrice met), points ' +
      '(at least 100 held, no more than held nor than the goods after the coupon), shipping (3,000 won, free from 30,000). Changes nothing. ' +
      'A verified guest (memberId 0): no coupon and no points (400 CHECKOUT.MEMBERS_ONLY_BENEFITS).',
  })
  @ApiEnvelope('dto', QuoteResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN' })
  async quote(@Buyer() buyer: CheckoutBuyer, @Body() body: CheckoutLinesRequest) {
    assertBuyer(buyer, body.memberId);
    const memberId = buyer.kind === 'member' ? buyer.member.id : null;
    const lines = orThrow(linesFrom(body.goodsId, body.amount, body.options ?? undefined, body.texts ?? undefined));
    const quoted = orThrow(await this.service.execute({ memberId, lines, memberCouponId: body.couponId ?? null, points: body.point ?? 0 }));
    return envelope('dto', toQuoteResponse(quoted.quote, quoted.pointBalance));
  }
}
