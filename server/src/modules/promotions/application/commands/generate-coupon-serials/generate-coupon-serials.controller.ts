import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiProperty, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { CouponIdPathRequest } from '../../queries/get-coupon/coupon-id-path.request';
import { GenerateCouponSerialsRequest } from './generate-coupon-serials.request';
import { GenerateCouponSerialsService } from './generate-coupon-serials.service';

export class SerialBatchResponse {
  @ApiProperty({ example: '5b1f0c7e-2d4a-4e7b-9a65-3f1d2c8b7e10' })
  batchId!: string;

  @ApiProperty({ example: 500 })
  count!: number;
}

@ApiTags('promotions')
@ApiSecurity('csrf')
@Controller('api')
export class GenerateCouponSerialsController {
  constructor(private readonly service: GenerateCouponSerialsService) {}

  @Post('coupon/:id/serials')
  @HttpCode(200)
  @StaffAccess()
  @ApiOperation({
    summary: 'Back office: make a batch of single-use serials for a coupon (staff)',
    description: '1-5,000 serials of 16 characters, each registrable once in the whole shop; download them from serials.csv.',
  })
  @ApiEnvelope('dto', SerialBatchResponse, { description: 'message 정상적으로 등록되었습니다.' })
  @ApiBadRequestResponse({ description: 'PROMOTIONS.SERIAL_BATCH_SIZE, field rules' })
  @ApiNotFoundResponse({ description: 'PROMOTIONS.COUPON_NOT_FOUND' })
  async generate(
    @Param() params: CouponIdPathRequest,
    @Body() body: GenerateCouponSerialsRequest,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Req() request: FastifyRequest,
  ) {
    const batch = orThrow(await this.service.execute(params.id, body.count, staffActor(staff, request.ip)));
    return envelope('dto', batch, '정상적으로 등록되었습니다.');
  }
}
