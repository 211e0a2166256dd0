import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { AdminCouponResponse, toAdminCouponResponse } from '../../responses/admin-coupon.response';
import { COUPON_RULES_DESCRIPTION } from '../create-coupon/create-coupon.controller';
import { UpdateCouponRequest } from '../create-coupon/coupon-fields.request';
import { UpdateCouponService } from './update-coupon.service';

@ApiTags('promotions')
@ApiSecurity('csrf')
@Controller('api')
export class UpdateCouponController {
  constructor(private readonly service: UpdateCouponService) {}

  @Put('coupon')
  @StaffAccess()
  @ApiOperation({ summary: 'Back office: edit a coupon (staff); its code and serials stay' })
  @ApiEnvelope('dto', AdminCouponResponse, { description: 'message 정상적으로 수정되었습니다.' })
  @ApiBadRequestResponse({ description: COUPON_RULES_DESCRIPTION })
  @ApiNotFoundResponse({ description: 'PROMOTIONS.COUPON_NOT_FOUND' })
  async update(@Body() body: UpdateCouponRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const coupon = orThrow(await this.service.execute(body, staffActor(staff, request.ip)));
    return envelope('dto', toAdminCouponResponse(coupon), '정상적으로 수정되었습니다.');
  }
}
