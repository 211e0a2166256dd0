import { Controller, Delete, Param, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { envelope } from '../../../../../shared/http/envelope';
import { WishlistMessages } from '../../../domain/wishlist-failures';
import { WishlistChangeResponse } from '../../responses/wishlist-change.response';
import { WishlistGoodsPathRequest } from './remove-from-wishlist.request';
import { RemoveFromWishlistService } from './remove-from-wishlist.service';

@ApiTags('wishlist')
@ApiSecurity('csrf')
@Controller('api')
export class RemoveFromWishlistController {
  constructor(private readonly removeFromWishlist: RemoveFromWishlistService) {}

  @Delete('member/wishlist/:goodsId')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Take a goods item out of the member\'s wishlist; idempotent (new)',
    description: 'memId must be the session\'s member (403 otherwise). Goods no longer sold can be removed too; one not saved answers changed: false.',
  })
  @ApiQuery({ name: 'memId', example: 12 })
  @ApiEnvelope('dto', WishlistChangeResponse, { description: WishlistMessages.removed })
  @ApiBadRequestResponse({ description: 'COMMON.INVALID_INPUT: goodsId not a whole number from 1' })
  @ApiNotFoundResponse({ description: 'CATALOG.GOODS_NOT_FOUND: no goods has that id' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async remove(@CurrentMember() member: AuthenticatedMember, @Param() params: WishlistGoodsPathRequest, @Query('memId') memId: string) {
    assertSameMember(member, memId);
    const change = orThrow(await this.removeFromWishlist.execute({ memberId: member.id, goodsId: params.goodsId }));
    return envelope('dto', change, WishlistMessages.removed);
  }
}
