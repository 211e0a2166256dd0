import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderResponse } from '../../order-response';
import { OrderIdPathRequest } from './get-order.request';
import { GetOrderService } from './get-order.service';

@ApiTags('ordering')
@Controller('api')
export class GetOrderController {
  constructor(private readonly service: GetOrderService) {}

  @Get('order/one/:orderId')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({ summary: "One of the member's own orders (My Page detail)", description: "Another member's order answers 404, like an unknown id." })
  @ApiEnvelope('dto', OrderResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND: 주문 정보를 찾을 수 없습니다.' })
  async get(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPathRequest) {
    return envelope('dto', orThrow(await this.service.execute(member.id, params.orderId)));
  }
}
