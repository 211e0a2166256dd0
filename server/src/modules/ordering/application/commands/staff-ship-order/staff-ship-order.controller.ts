import { Body, Controller, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { ApiException, orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { done } from '../../../../../shared/http/envelope';
import { DEFAULT_CARRIER_CODE } from '../../../domain/carrier-registry';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { StaffShipOrderRequest } from './staff-ship-order.request';
import { StaffShipOrderService } from './staff-ship-order.service';

@ApiTags('back office: orders')
@ApiSecurity('csrf')
@Controller('api')
export class StaffShipOrderController {
  constructor(private readonly service: StaffShipOrderService) {}

  @Put('order/:orderId')
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({
    summary: 'Register the tracking number: a preparing order goes to shipping (the spec: PUT /api/order/{id} { orderId, trackingNumber })',
    description: 'The body\'s orderId must be the path\'s. Empty number: 400 운송장번호를 입력해주세요.; not preparing: 409. Audited (order.ship).',
  })
  @ApiDone('운송장번호가 등록되었습니다.')
  @ApiBadRequestResponse({ description: 'ORDERING.TRACKING_NUMBER_REQUIRED: 운송장번호를 입력해주세요., ORDERING.BAD_TRACKING_NUMBER, ORDERING.UNKNOWN_CARRIER' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.TRANSITION_NOT_ALLOWED' })
  async ship(@Param() params: OrderIdPathRequest, @Body() body: StaffShipOrderRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    if (body.orderId !== params.orderId) throw new ApiException('invalid', 'ORDERING.ORDER_ID_MISMATCH', '잘못된 경로입니다.');
    const shipment = { carrierCode: body.carrierCode || DEFAULT_CARRIER_CODE, trackingNumber: body.trackingNumber ?? '' };
    orThrow(await this.service.ship(params.orderId, shipment, staffActor(staff, request.ip)));
    return done('운송장번호가 등록되었습니다.');
  }

  @Post('order/:orderId/delivered')
  @HttpCode(200)
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({ summary: 'Record a shipping order as received (delivered; the member earns the points)', description: 'Not shipping: 409. Audited (order.deliver).' })
  @ApiDone('배송 완료로 처리되었습니다.')
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.TRANSITION_NOT_ALLOWED' })
  async delivered(@Param() params: OrderIdPathRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    orThrow(await this.service.markDelivered(params.orderId, staffActor(staff, request.ip)));
    return done('배송 완료로 처리되었습니다.');
  }
}
