import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AdminCouponResponse, toAdminCouponResponse } from '../../responses/admin-coupon.response';
import { CouponFieldsRequest } from './coupon-fields.request';
import { CreateCouponService } from './create-coupon.service';

export const COUPON_RULES_DESCRIPTION =
  'PROMOTIONS.COUPON_NAME_REQUIRED, PROMOTIONS.COUPON_BOTH_DISCOUNTS (rate and amount both above 0), PROMOTIONS.COUPON_NO_DISCOUNT (neither), PROMOTIONS.COUPON_DATES_INVALID, PROMOTIONS.COUPON_DATES_REVERSED, field rules';

@ApiTags('promotions')
@ApiSecurity('csrf')
@Controller('api')
export class CreateCouponController {
  constructor(private readonly service: CreateCouponService) {}

  @Post('coupon')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: add a coupon (staff)' })
  @ApiEnvelope('dto', AdminCouponResponse, { description: 'message 정상적으로 등록되었습니다.' })
  @ApiBadRequestResponse({ description: COUPON_RULES_DESCRIPTION })
  async create(@Body() body: CouponFieldsRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const coupon = orThrow(await this.service.execute(body, staffActor(staff, request.ip)));
    return envelope('dto', toAdminCouponResponse(coupon), '정상적으로 등록되었습니다.');
  }
}
