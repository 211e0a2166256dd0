import { Body, Controller, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AcceptsFormBody } from '../../../../../shared/http/body/accepts-form-body.decorator';
import { CsrfExempt } from '../../../../../shared/http/csrf/csrf-exempt.decorator';
import { CheckoutFailures } from '../../../domain/checkout-failures';
import { ApprovePaymentService } from './approve-payment.service';
import { PaymentReturnLimitGuard } from './payment-return-limit.guard';

export const COMPLETE_PAGE = (orderId: number) => `/payment/complete/${orderId}`;

/**
 * The payment step with why the payment failed. It names no order: whether a posted order number exists is not the
 * poster's to learn (the shopper's own page knows its order from its checkout state).
 */
export function failurePage(message: string): string {
  const query = new URLSearchParams({ payment: 'failed', message });
  return `/payment/payment-method?${query.toString()}`;
}

@ApiTags('checkout')
@Controller('api')
export class ApprovePaymentController {
  constructor(private readonly service: ApprovePaymentService) {}

  @Post('payment-serverAuth.php')
  @HttpCode(303)
  @UseGuards(PaymentReturnLimitGuard)
  @CsrfExempt('the card provider\'s return: a cross-site form post, authenticated by the provider\'s signature and the order it names')
  @AcceptsFormBody('the card provider posts its result as a form (NicePay\'s returnUrl; the sandbox card page does the same)')
  @ApiOperation({
    summary: 'The card provider\'s return (server approval)',
    description:
      'Posted by the provider\'s window (form-encoded: authResultCode, authResultMsg, tid, clientId, orderId, amount, authToken, ' +
      'signature). Checked by its signature, then approved for the saved order\'s amount only, and recorded only when the provider\'s ' +
      'approval names that order and amount (the signature does not cover orderId; another order\'s approval is given back at once). ' +
      'Only the provider\'s answer about that very order changes it: another amount, or a decline or approval about another order, ' +
      'leaves it awaiting payment. ' +
      'The coupon and points are spent with the payment in one transaction. The query\'s memId and couponId (the spec\'s client sends ' +
      'them) are ignored: the saved order decides. ' +
      'Answers 303 to /payment/complete/{id}, or to /payment/payment-method?payment=failed&message={the provider\'s message} (naming no order, so the redirect tells a stranger nothing about one). ' +
      'At most 30 posts per address in 10 minutes (an IPv6 /64 counts as one address); more answer 429 with the envelope.',
  })
  @ApiResponse({ status: 303, description: 'to the complete page or back to the payment step', headers: { Location: { schema: { type: 'string' } } } })
  @ApiTooManyRequestsResponse({ description: 'CHECKOUT.PAYMENT_RETURN_THROTTLED: 결제 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' })
  async approve(@Body() body: unknown, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    // The spec's client also puts orderId in the query: when it is there it must name the same order.
    if (typeof query.orderId === 'string' && query.orderId !== '' && fields.orderId !== undefined && query.orderId !== String(fields.orderId)) {
      return reply.redirect(failurePage(CheckoutFailures.returnInvalid().message), 303);
    }
    const outcome = await this.service.execute(fields);
    const location = outcome.ok ? COMPLETE_PAGE(outcome.value.orderId) : failurePage(outcome.message);
    return reply.redirect(location, 303);
  }
}
