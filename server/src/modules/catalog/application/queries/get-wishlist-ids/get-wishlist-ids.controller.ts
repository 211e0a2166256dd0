import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { WishlistIdsResponse } from '../../responses/wishlist-item.response';
import { GetWishlistIdsService } from './get-wishlist-ids.service';

@ApiTags('wishlist')
@Controller('api')
export class GetWishlistIdsController {
  constructor(private readonly wishlistIds: GetWishlistIdsService) {}

  @Get('member/wishlist/ids')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Every goods id in the member\'s wishlist, newest first (new)',
    description: 'memId must be the session\'s member (403 otherwise). The storefront marks its hearts from this one call per member.',
  })
  @ApiQuery({ name: 'memId', example: 12 })
  @ApiEnvelope('dto', WishlistIdsResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async ids(@CurrentMember() member: AuthenticatedMember, @Query('memId') memId: string) {
    assertSameMember(member, memId);
    return envelope('dto', { goodsIds: await this.wishlistIds.execute(member.id) });
  }
}
