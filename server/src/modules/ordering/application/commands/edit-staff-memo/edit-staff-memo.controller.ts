import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '../../../../../shared/application/staff-activity.port';
import type { AuthenticatedStaff } from '../../../../../shared/application/staff-authenticator.port';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentStaff } from '../../../../../shared/http/auth/staff/current-staff.decorator';
import { StaffAccess } from '../../../../../shared/http/auth/staff/staff-access.decorator';
import { envelope } from '../../../../../shared/http/envelope';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { StaffMemoResponse, toStaffMemoResponse } from '../../staff-order-detail-response';
import { EditStaffMemoRequest } from './edit-staff-memo.request';
import { EditStaffMemoService } from './edit-staff-memo.service';

@ApiTags('back office: orders')
@ApiSecurity('csrf')
@Controller('api')
export class EditStaffMemoController {
  constructor(private readonly service: EditStaffMemoService) {}

  @Put('order/:orderId/memo')
  @StaffAccess({ scope: 'orders:write' })
  @ApiOperation({
    summary: "Write staff's memo of an order (staff only; never in a member's answer)",
    description: 'The whole text, trimmed; empty clears it; at most 2,000 characters. Audited (order.memo, before and after).',
  })
  @ApiEnvelope('dto', StaffMemoResponse)
  @ApiBadRequestResponse({ description: 'COMMON.INVALID_INPUT: 메모는 2,000자까지 입력할 수 있습니다.' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  async edit(@Param() params: OrderIdPathRequest, @Body() body: EditStaffMemoRequest, @CurrentStaff() staff: AuthenticatedStaff, @Req() request: FastifyRequest) {
    const memo = orThrow(await this.service.execute(params.orderId, body.memo, staffActor(staff, request.ip)));
    return envelope('dto', toStaffMemoResponse(memo), '정상적으로 수정되었습니다.');
  }
}
