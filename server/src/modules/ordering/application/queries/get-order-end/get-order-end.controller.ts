import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { done } from '../../../../../shared/http/envelope';
import { OrderEndAnswer } from '../../order-response';
import { OrderEndQueryRequest } from './get-order-end.request';
import { GetOrderEndService } from './get-order-end.service';

@ApiTags('ordering')
@Controller('api')
export class GetOrderEndController {
  constructor(private readonly service: GetOrderEndService) {}

  @Get('order_end.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "The member's own order and its payment, for the complete screen",
    description: "`orders` and `payment` at the top level of the envelope; payment is null until paid. Another member's order answers 404, like an unknown id.",
  })
  @ApiOkResponse({ type: OrderEndAnswer })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND: 주문 정보를 찾을 수 없습니다.' })
  async get(@CurrentMember() member: AuthenticatedMember, @Query() query: OrderEndQueryRequest): Promise<OrderEndAnswer> {
    const { orders, payment } = orThrow(await this.service.execute(member.id, query.o_idx));
    return { ...done(), orders, payment };
  }
}
