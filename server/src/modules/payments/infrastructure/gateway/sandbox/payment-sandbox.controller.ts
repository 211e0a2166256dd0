import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { AcceptsFormBody } from '../../../../../shared/http/body/accepts-form-body.decorator';
import { CsrfExempt } from '../../../../../shared/http/csrf/csrf-exempt.decorator';
import { isCrossSite } from '../../../../../shared/http/csrf/request-site';
import { formField, nicePayAuthSignature } from '../nicepay/nicepay-auth-return';
import {
  SANDBOX_PAGE_PATH,
  checkCardNumber,
  checkSandboxOrder,
  renderCardPage,
  renderErrorPage,
  renderReturnPost,
  sandboxPagePolicy,
} from './payment-sandbox.page';
import { SANDBOX_CLIENT_ID, SandboxPaymentStore } from './sandbox-payment.store';
import { SANDBOX_APPROVING_CARD } from './sandbox-test-cards';

/** The authResultCode the sandbox posts when the shopper presses 취소 (anything but '0000' is a failure). */
export const SANDBOX_USER_CANCEL_CODE = '9999';
export const SANDBOX_USER_CANCEL_MESSAGE = '결제를 취소하셨습니다.';

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * NicePay's payment window, played locally: GET shows the order and a card field; the POST "authenticates"
 * (a tid and an authToken in SandboxPaymentStore, bound to the order number and amount) and has the browser
 * post NicePay's return fields, signed with the sandbox's secret, to the shop's return route. Mounted only
 * with PAYMENT_GATEWAY=sandbox, outside production (see app.module.ts).
 */
@ApiExcludeController()
@Controller(SANDBOX_PAGE_PATH.slice(1))
export class PaymentSandboxController {
  constructor(private readonly store: SandboxPaymentStore) {}

  @Get()
  cardPage(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const order = checkSandboxOrder(asRecord(request.query));
    if (!order.ok) return this.html(reply, 400, renderErrorPage(order.reason));
    this.html(reply, 200, renderCardPage(order.value, SANDBOX_APPROVING_CARD, null));
  }

  @Post('authorize')
  @CsrfExempt('plays NicePay\'s payment window, an outside provider\'s plain HTML form (no anti-forgery header); cross-site posts are still refused in the handler, and the signed return is what the shop trusts')
  @AcceptsFormBody('an HTML form post, as on NicePay\'s own payment window')
  async authorize(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (isCrossSite(request)) return this.html(reply, 403, renderErrorPage('다른 사이트에서 보낸 요청은 처리할 수 없습니다.'));
    const body = asRecord(request.body);
    const order = checkSandboxOrder(body);
    if (!order.ok) return this.html(reply, 400, renderErrorPage(order.reason));
    const { orderId, amount, returnUrl, method } = order.value;
    if (formField(body, 'action') === 'cancel') {
      const fields = { authResultCode: SANDBOX_USER_CANCEL_CODE, authResultMsg: SANDBOX_USER_CANCEL_MESSAGE, tid: '', clientId: SANDBOX_CLIENT_ID, orderId, amount, mallReserved: '' };
      return this.returnPost(reply, returnUrl, fields);
    }
    const card = checkCardNumber(formField(body, 'cardNumber'));
    if (!card.ok) return this.html(reply, 400, renderCardPage(order.value, formField(body, 'cardNumber').slice(0, 19), card.reason));
    const { tid, authToken } = await this.store.authenticate({ orderId, amount, method, cardNumber: card.value });
    this.returnPost(reply, returnUrl, {
      authResultCode: '0000',
      authResultMsg: '인증 성공',
      tid,
      clientId: SANDBOX_CLIENT_ID,
      orderId,
      amount,
      mallReserved: '',
      authToken,
      signature: nicePayAuthSignature(authToken, SANDBOX_CLIENT_ID, amount, this.store.secretKey),
    });
  }

  private returnPost(reply: FastifyReply, returnUrl: string, fields: Record<string, string | number>): void {
    const nonce = randomBytes(16).toString('base64');
    this.html(reply, 200, renderReturnPost(returnUrl, fields, nonce), nonce);
  }

  private html(reply: FastifyReply, status: number, html: string, nonce = randomBytes(16).toString('base64')): void {
    void reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Replaces the app's policy: one inline script (the auto-post), forms to the shop only.
      .header('content-security-policy', sandboxPagePolicy(nonce))
      // The app's no-referrer would make the card form's post carry `Origin: null`, which the cross-site check above
      // refuses; same-origin sends the page's own origin to the shop and nothing to anyone else.
      .header('referrer-policy', 'same-origin')
      .send(html);
  }
}
