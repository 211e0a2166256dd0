import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CheckoutBuyerGuard } from '../../guest/checkout-buyer.guard';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { IssueOrderIdService } from './issue-order-id.service';

@ApiTags('checkout')
@Controller('api')
export class IssueOrderIdController {
  constructor(private readonly service: IssueOrderIdService) {}

  @Get('payment-id.php')
  @UseGuards(CheckoutBuyerGuard)
  @ApiOperation({
    summary: 'A fresh key for one checkout attempt',
    description: 'A member, or a guest with a verified guest session (POST /api/guest/checkout). Send it as `orderId` to order_save.php: the same key again answers the order it already made (a double click makes one order).',
  })
  @ApiEnvelope('orderId', { type: 'string', format: 'uuid' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  issue() {
    return envelope('orderId', this.service.execute());
  }
}
