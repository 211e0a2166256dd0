import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOperation, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { mapPage } from '../../../../../shared/domain/page';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { toWishlistItemResponse, WishlistItemResponse } from '../../responses/wishlist-item.response';
import { ListWishlistRequest } from './list-wishlist.request';
import { ListWishlistService } from './list-wishlist.service';

@ApiTags('wishlist')
@Controller('api')
export class ListWishlistController {
  constructor(private readonly listWishlist: ListWishlistService) {}

  @Get('member/wishlist')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'The member\'s wishlist (찜), newest first, 10 a page (new)',
    description: 'memId must be the session\'s member (403 otherwise). Goods no longer sold stay listed with onSale false.',
  })
  @ApiQuery({ name: 'memId', example: 12 })
  @ApiEnvelope('dto', WishlistItemResponse, { paged: true })
  @ApiBadRequestResponse({ description: 'COMMON.INVALID_INPUT: page or size out of range' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async list(@CurrentMember() member: AuthenticatedMember, @Query('memId') memId: string, @Query() query: ListWishlistRequest) {
    assertSameMember(member, memId);
    const page = await this.listWishlist.execute(member.id, query.toPageRequest());
    return envelope('dto', mapPage(page, toWishlistItemResponse));
  }
}
