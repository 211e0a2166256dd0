import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { CouponListResponse, toUsableCouponResponse } from '../../responses/coupon.response';
import { ListUsableCouponsService } from './list-usable-coupons.service';

@ApiTags('promotions')
@Controller('api')
export class ListUsableCouponsController {
  constructor(private readonly service: ListUsableCouponsService) {}

  @Get('member/coupon_list')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'The member\'s usable coupons (held, unused, not expired), soonest to expire first, each with its days remaining',
    description: 'memId must be the session\'s member (403 otherwise). Checkout offers those whose minPrice the goods total meets.',
  })
  @ApiQuery({ name: 'memId', example: 12 })
  @ApiEnvelope('dto', CouponListResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async list(@CurrentMember() member: AuthenticatedMember, @Query('memId') memId: string) {
    assertSameMember(member, memId);
    const { coupons, now } = await this.service.execute(member.id);
    return envelope('dto', { couponDtos: coupons.map((held) => toUsableCouponResponse(held, now)) });
  }
}
