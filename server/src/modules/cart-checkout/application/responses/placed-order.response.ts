import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentCheckoutParams, type PaymentMethod } from '../../../payments/application/ports/payment-gateway.port';
import type { PlacedOrder } from '../commands/place-order/place-order.service';

/** What the browser hands the provider (AUTHNICE.requestPay's fields, or the sandbox page's query). */
export class PaymentParamsResponse {
  @ApiProperty({ enum: ['sandbox', 'nicepay'] }) gateway!: 'sandbox' | 'nicepay';
  @ApiProperty({ nullable: true, type: String, example: null }) clientId!: string | null;
  @ApiProperty({ nullable: true, type: String, example: null, description: 'NicePay\'s SDK to load' }) scriptUrl!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '/dev/payment-sandbox', description: 'the sandbox card page' }) pageUrl!: string | null;
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({ example: 'card', description: 'the method as the provider names it (AUTHNICE.requestPay\'s `method`: card, naverpayCard, kakaopay)' })
  providerMethod!: string;
  @ApiProperty({ example: '20261123-7KQ4M9XH2C', description: 'our order number, the provider\'s orderId' }) orderId!: string;
  @ApiProperty({ example: 83600 }) amount!: number;
  @ApiProperty({ example: '미니 토트백 외 1건' }) goodsName!: string;
  @ApiProperty({ example: 'http://127.0.0.1:3000/api/payment-serverAuth.php' }) returnUrl!: string;
}

export class PlacedOrderResponse {
  @ApiProperty({ example: 41, description: 'the order id (o_idx of order_end.php)' }) id!: number;
  @ApiProperty({ example: '20261123-7KQ4M9XH2C' }) orderNumber!: string;
  @ApiProperty({ example: 83600 }) total!: number;
  @ApiProperty({ example: '미니 토트백 외 1건' }) goodsName!: string;
  @ApiProperty({ type: PaymentParamsResponse }) payment!: PaymentParamsResponse;
}

export function toPaymentParamsResponse(params: PaymentCheckoutParams): PaymentParamsResponse {
  return {
    gateway: params.gateway,
    clientId: params.clientId,
    scriptUrl: params.scriptUrl,
    pageUrl: params.pageUrl,
    method: params.method,
    providerMethod: params.providerMethod ?? params.method,
    orderId: params.orderId,
    amount: params.amount,
    goodsName: params.goodsName,
    returnUrl: params.returnUrl,
  };
}

export function toPlacedOrderResponse(placed: PlacedOrder): PlacedOrderResponse {
  return {
    id: placed.order.id,
    orderNumber: placed.order.orderNumber,
    total: placed.order.totalPrice,
    goodsName: placed.order.goodsTitle,
    payment: toPaymentParamsResponse(placed.payment),
  };
}
