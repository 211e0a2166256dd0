import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedMember } from '../../../../../shared/application/session-verifier.port';
import { ApiDone } from '../../../../../shared/http/api-done.decorator';
import { orThrow } from '../../../../../shared/http/api-exception';
import { CurrentMember } from '../../../../../shared/http/auth/current-member.decorator';
import { MemberAuthGuard } from '../../../../../shared/http/auth/member-auth.guard';
import { done } from '../../../../../shared/http/envelope';
import { OrderIdPathRequest } from '../../queries/get-order/get-order.request';
import { CorrectOrderTextRequest } from './correct-order-text.request';
import { CorrectOrderTextService } from './correct-order-text.service';

@ApiTags('ordering')
@ApiSecurity('csrf')
@Controller('api')
export class CorrectOrderTextController {
  constructor(private readonly service: CorrectOrderTextService) {}

  @Put('order/one/:orderId/text')
  @UseGuards(MemberAuthGuard)
  @ApiOperation({
    summary: "Correct a preparing order's personalisation (engraving) text",
    description:
      "The member's own order while PREPARING ('0'): the text is checked by the rule the order was placed under (orderItems[].options[].textRule) " +
      'and kept upper-cased when the rule says so; the old text is kept in the order\'s history (PREPARING → PREPARING). ' +
      "Another member's order or a missing one: 404; shipping begun, cancelled or unpaid: 409, nothing changes.",
  })
  @ApiDone()
  @ApiBadRequestResponse({ description: 'ORDERING.TEXT_INVALID (missing, too long, disallowed characters, or an option that asks no text; the message names the option), ORDERING.TEXT_OPTION_NOT_FOUND' })
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiNotFoundResponse({ description: 'ORDERING.ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ORDERING.SHIPPING_BEGUN (배송이 시작된 주문은 각인 문구를 변경할 수 없습니다.), ORDERING.ALREADY_CANCELLED, ORDERING.NOT_PAID' })
  async correct(@CurrentMember() member: AuthenticatedMember, @Param() params: OrderIdPathRequest, @Body() body: CorrectOrderTextRequest) {
    orThrow(
      await this.service.execute({ memberId: member.id, orderId: params.orderId, lineIndex: body.line, optionItemId: body.optionItemId, text: body.text }),
    );
    return done('각인 문구가 변경되었습니다.');
  }
}
