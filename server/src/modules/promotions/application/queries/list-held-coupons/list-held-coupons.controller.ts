import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { HeldCouponResponse, toHeldCouponResponse } from '../../responses/coupon.response';
import { ListHeldCouponsRequest } from './list-held-coupons.request';
import { ListHeldCouponsService } from './list-held-coupons.service';

@ApiTags('promotions')
@Controller('api')
export class ListHeldCouponsController {
  constructor(private readonly service: ListHeldCouponsService) {}

  @Get('member/coupon.php')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Every coupon the member holds (used and expired too), newest registration first, paged (2 a page)',
    description: 'id must be the session\'s member (403 otherwise).',
  })
  @ApiQuery({ name: 'id', example: 12, description: 'the member' })
  @ApiEnvelope('dto', HeldCouponResponse, { paged: true })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async list(@CurrentMember() member: AuthenticatedMember, @Query('id') id: string, @Query() query: ListHeldCouponsRequest) {
    assertSameMember(member, id);
    const { page, now } = await this.service.execute(member.id, query.toPageRequest());
    return envelope('dto', mapPage(page, (held) => toHeldCouponResponse(held, now)));
  }
}
