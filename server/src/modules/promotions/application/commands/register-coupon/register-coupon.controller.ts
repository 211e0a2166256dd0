import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { assertSameMember } from '../../../../../shared/http/auth/assert-same-member';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { done } from '../../../../../shared/http/envelope';
import { PromotionsMessages } from '../../../domain/promotions-failures';
import { RegisterCouponRequest } from './register-coupon.request';
import { RegisterCouponService } from './register-coupon.service';

@ApiTags('promotions')
@ApiSecurity('csrf')
@Controller('api')
export class RegisterCouponController {
  constructor(private readonly service: RegisterCouponService) {}

  @Post('member/coupon_save.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: 'Register a coupon by its 16-character serial',
    description:
      'memberId must be the session\'s member (403 otherwise). Wrong serials are counted per member: 10 in an hour, then 429 until the hour is over.',
  })
  @ApiDone('정상적으로 등록되었습니다.')
  @ApiBadRequestResponse({ description: 'PROMOTIONS.SERIAL_REQUIRED (empty), PROMOTIONS.SERIAL_INVALID (unknown, deleted or expired)' })
  @ApiConflictResponse({ description: 'PROMOTIONS.COUPON_ALREADY_REGISTERED' })
  @ApiTooManyRequestsResponse({ description: 'PROMOTIONS.REGISTRATION_THROTTLED' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN' })
  async register(@CurrentMember() member: AuthenticatedMember, @Body() body: RegisterCouponRequest) {
    assertSameMember(member, body.memberId);
    orThrow(await this.service.execute({ memberId: member.id, serial: body.c_serial }));
    return done(PromotionsMessages.couponRegistered);
  }
}
