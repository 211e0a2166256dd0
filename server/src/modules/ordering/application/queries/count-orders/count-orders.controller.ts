import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderCountsResponse } from '../../order-response';
import { MemberIdPathRequest } from '../list-orders/list-orders.request';
import { CountOrdersService } from './count-orders.service';

@ApiTags('ordering')
@Controller('api')
export class CountOrdersController {
  constructor(private readonly service: CountOrdersService) {}

  @Get('order/:memberId/counting')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "How many of the member's orders are in each My Page box",
    description: 'before PREPARING, after SHIPPING, end DELIVERED, cancel CANCELLED, change EXCHANGE_REQUESTED + EXCHANGED, refund RETURN_REQUESTED + RETURNED; unpaid orders count nowhere.',
  })
  @ApiEnvelope('dto', OrderCountsResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: "COMMON.FORBIDDEN: another member's id" })
  async count(@CurrentMember() member: AuthenticatedMember, @Param() params: MemberIdPathRequest) {
    assertSameMember(member, params.memberId);
    return envelope('dto', await this.service.execute(member.id));
  }
}
