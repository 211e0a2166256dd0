import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CheckoutBuyerGuard } from '../../guest/checkout-buyer.guard';
import { assertBuyer, Buyer, type CheckoutBuyer } from '../../guest/guest-request';
import { ApiEnvelope } from '../../../../../shared/http/api-envelope.decorator';
import { ApiException, orThrow } from '../../../../../shared/http/api-exception';
import { envelope } from '../../../../../shared/http/envelope';
import { linesFrom } from '../../../domain/checkout-line';
import { OrderSaveRequest } from '../../requests/order-save.request';
import { PlacedOrderResponse, toPlacedOrderResponse } from '../../responses/placed-order.response';
import { PlaceOrderService } from './place-order.service';

/** Where the provider posts its result. */
export const PAYMENT_RETURN_PATH = '/api/payment-serverAuth.php';

@ApiTags('checkout')
@ApiSecurity('csrf')
@Controller('api')
export class PlaceOrderController {
  constructor(private readonly service: PlaceOrderService) {}

  @Post('order_save.php')
  @HttpCode(200)
  @UseGuards(CheckoutBuyerGuard)
  @ApiOperation({
    summary: 'Save the order, waiting for payment',
    description:
      'Amounts are computed again on the server (prices sent by a client are ignored). Requires the three consents, and the made-to-order ' +
      'consent when the order holds such goods; `addressId` from the book or a new `address`. `orderId` (from payment-id.php) is the ' +
      'idempotency key. Nothing is spent yet: coupon and points are spent when the payment is approved. `dto.payment` opens the provider. ' +
      'A verified guest (memberId 0): the orderer is the guest session\'s, a typed `address` with save false, no coupon or points; the ' +
      'guest session is then scoped to this order.',
  })
  @ApiEnvelope('dto', PlacedOrderResponse)
  @ApiUnauthorizedResponse({ description: 'COMMON.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'COMMON.FORBIDDEN' })
  @ApiConflictResponse({ description: 'CHECKOUT.ORDER_CLOSED: the key belongs to an order already paid or failed; CHECKOUT.PRICE_CHANGED: the price is no longer the expectedTotal the shopper confirmed' })
  async save(@Buyer() buyer: CheckoutBuyer, @Body() body: OrderSaveRequest, @Req() request: FastifyRequest) {
    assertBuyer(buyer, body.memberId);
    const lines = orThrow(linesFrom(body.goodsId, body.amount, body.options ?? undefined, body.texts ?? undefined));
    if ((body.addressId === undefined) === (body.address === undefined)) {
      throw new ApiException('invalid', 'CHECKOUT.ADDRESS_REQUIRED', '배송지를 선택하거나 새 배송지를 입력해주세요.');
    }
    const { address } = body;
    const placed = orThrow(
      await this.service.execute({
        buyer:
          buyer.kind === 'member'
            ? { kind: 'member', memberId: buyer.member.id }
            : { kind: 'guest', orderer: { name: buyer.session.name, email: buyer.session.email, phone: buyer.session.phone }, sessionId: buyer.session.id },
        idempotencyKey: body.orderId.toLowerCase(),
        lines,
        memberCouponId: body.couponId ?? null,
        points: body.point ?? 0,
        expectedTotal: body.expectedTotal ?? null,
        destination:
          address === undefined
            ? { addressId: body.addressId! }
            : {
                address: {
                  sname: address.sname,
                  recipient: address.recipient.trim(),
                  phone: address.phone,
                  zipCode: address.zipCode,
                  address: address.address.trim(),
                  adrDetail: address.adrDetail.trim(),
                  baseAddress: address.baseAddress === 'Y',
                },
                save: address.save,
              },
        request: body.request.trim(),
        method: body.method,
        consents: {
          age: body.consents.age === 'Y',
          terms: body.consents.terms === 'Y',
          privacy: body.consents.privacy === 'Y',
          madeToOrder: body.consents.madeToOrder === 'Y',
        },
        // Absolute for NicePay, from the request as the same-origin check reads it (TRUST_PROXY decides whether a
        // proxy's X-Forwarded-* count); the sandbox keeps only the path.
        returnUrl: `${request.protocol}://${request.host}${PAYMENT_RETURN_PATH}`,
      }),
    );
    return envelope('dto', toPlacedOrderResponse(placed));
  }
}
