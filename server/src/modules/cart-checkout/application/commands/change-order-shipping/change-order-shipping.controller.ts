import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { done } from '../../../../../shared/http/envelope';
import { OrderIdPath } from '../../requests/order-id.path';
import { ChangeOrderShippingRequest } from './change-order-shipping.request';
import { ChangeOrderShippingService } from './change-order-shipping.service';

@ApiTags('checkout')
@ApiSecurity('csrf')
@Controller('api')
export class ChangeOrderShippingController {
  constructor(private readonly service: ChangeOrderShippingService) {}

  @Put('order/one/:orderId')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "Change a preparing order's recipient, phone, detail address and request",
    description:
      "The member's own order while PREPARING ('0'); the fields meet the address book's rules. Every change is kept in the order's history. " +
      "Another member's order or a missing one: 404 잘못된 경로입니다.; shipping begun, cancelled or unpaid: 409, nothing changes.",
  })
  @ApiDone()
  @ApiBadRequestResponse({ description: 'a field the address book refuses (Korean message naming it)' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'CHECKOUT.ORDER_NOT_FOUND: 잘못된 경로입니다.' })
  @ApiConflictResponse({ description: 'ORDERING.SHIPPING_BEGUN, ORDERING.ALREADY_CANCELLED, ORDERING.NOT_PAID' })
  async change(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPath, @Body() body: ChangeOrderShippingRequest) {
    orThrow(
      await this.service.execute({
        memberId: member.id,
        orderId: params.orderId,
        recipient: body.recipient,
        phone: body.phone,
        adrDetail: body.adrDetail ?? '',
        request: body.request ?? '',
      }),
    );
    return done('수정이 완료되었습니다.');
  }
}
