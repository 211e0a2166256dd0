import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderResponse } from '../../order-response';
import { MemberIdPathRequest, OrderPageQueryRequest } from './list-orders.request';
import { ListOrdersService } from './list-orders.service';

@ApiTags('ordering')
@Controller('api')
export class ListOrdersController {
  constructor(private readonly service: ListOrdersService) {}

  @Get('order/:memberId')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "The member's orders, newest first (My Page)",
    description:
      "Orders awaiting payment or whose payment failed are not listed. `from`/`to` keep the orders placed on those days in Korea (UTC+9), both inclusive (400 when from is after to or the span is over 5 years). memberId must be the session's member (403 otherwise).",
  })
  @ApiEnvelope('dto', OrderResponse, { paged: true })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiBadRequestResponse({ description: 'COMMON.INVALID_INPUT: a bad page, size or date, from after to, a span over 5 years' })
  @ApiForbiddenResponse({ description: "COMMON.FORBIDDEN: another member's id" })
  async list(@CurrentMember() member: AuthenticatedMember, @Param() params: MemberIdPathRequest, @Query() query: OrderPageQueryRequest) {
    assertSameMember(member, params.memberId);
    return envelope('dto', await this.service.execute(member.id, query.toPageRequest(), query.toPeriod()));
  }
}
