import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
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
import { AddToWishlistRequest } from './add-to-wishlist.request';
import { AddToWishlistService } from './add-to-wishlist.service';

@ApiTags('wishlist')
@ApiSecurity('csrf')
@Controller('api')
export class AddToWishlistController {
  constructor(private readonly addToWishlist: AddToWishlistService) {}

  @Post('member/wishlist')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Save a goods item in the member\'s wishlist (찜); idempotent (new)',
    description: 'memberId must be the session\'s member (403 otherwise). Saving one already saved changes nothing (changed: false). At most 200 goods.',
  })
  @ApiEnvelope('dto', WishlistChangeResponse, { description: WishlistMessages.added })
  @ApiBadRequestResponse({ description: 'COMMON.INVALID_INPUT: goodsId not a whole number from 1' })
  @ApiConflictResponse({ description: 'CATALOG.WISHLIST_FULL: 200 goods saved already' })
  @ApiNotFoundResponse({ description: 'CATALOG.GOODS_NOT_FOUND: no such goods, or no longer sold' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN: another member\'s id' })
  async add(@CurrentMember() member: AuthenticatedMember, @Body() body: AddToWishlistRequest) {
    assertSameMember(member, body.memberId);
    const change = orThrow(await this.addToWishlist.execute({ memberId: member.id, goodsId: body.goodsId }));
    return envelope('dto', change, WishlistMessages.added);
  }
}
