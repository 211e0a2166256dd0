import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NAVER_CONFIG, type NaverLoginConfig } from '../../../../config/naver.config';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { AcceptsFormBody } from '../../../../shared/http/body/accepts-form-body.decorator';
import { CsrfExempt } from '../../../../shared/http/csrf/csrf-exempt.decorator';
import {
  DEMO_FIELDS,
  SANDBOX_PATH,
  checkAuthorizeParams,
  consentFields,
  consentPagePolicy,
  field,
  parseConsent,
  renderConsentPage,
  renderErrorPage,
} from './naver-sandbox.consent';
import { NaverSandboxStore } from './naver-sandbox.store';

/**
 * Naver's authorize page, played locally: a consent form where the person types the Naver
 * account they want to be. Agreeing redirects to the callback with a one-time `code` and the
 * `state`; cancelling with `error=access_denied`, as Naver does. A plain HTML form post, exempt
 * from the anti-forgery token as Naver's own page would be: the state the app checks on the way
 * back is what binds the login to the browser. Mounted only with NAVER_MODE=sandbox, outside
 * production, on loopback (see app.module.ts).
 */
@ApiExcludeController()
@Controller(SANDBOX_PATH.slice(1))
export class NaverSandboxAuthorizeController {
  constructor(
    @Inject(NAVER_CONFIG) private readonly naver: NaverLoginConfig,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly store: NaverSandboxStore,
  ) {}

  @Get('oauth2.0/authorize')
  consentPage(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const params = checkAuthorizeParams(request.query, this.registered());
    if (!params.ok) return this.html(reply, 400, renderErrorPage(params.reason));
    this.html(reply, 200, renderConsentPage(params.value, DEMO_FIELDS, null));
  }

  @Post('oauth2.0/authorize')
  @CsrfExempt('plays Naver\'s consent page, an outside provider\'s form; the OAuth state binds the login to the browser')
  @AcceptsFormBody('an HTML form post, as on Naver\'s own consent page')
  decide(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const params = checkAuthorizeParams(request.body, this.registered());
    if (!params.ok) return this.html(reply, 400, renderErrorPage(params.reason));
    const { redirect_uri: callback, state } = params.value;
    if (field(request.body, 'action') === 'cancel') {
      return this.redirect(reply, callback, { state, error: 'access_denied', error_description: 'Canceled By User' });
    }
    const fields = consentFields(request.body);
    const account = parseConsent(fields, this.clock.now());
    if (!account.ok) return this.html(reply, 400, renderConsentPage(params.value, fields, account.reason));
    this.redirect(reply, callback, { code: this.store.issueCode(state, account.value), state });
  }

  private registered() {
    return { clientId: this.naver.clientId ?? '', callbackUrl: this.naver.callbackUrl };
  }

  private html(reply: FastifyReply, status: number, html: string): void {
    void reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Replaces the app's policy: the form must be allowed to land on the callback, which may be another origin.
      .header('content-security-policy', consentPagePolicy(this.naver.callbackUrl))
      .send(html);
  }

  private redirect(reply: FastifyReply, callback: string, query: Record<string, string>): void {
    const url = new URL(callback);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    void reply.status(302).header('location', url.toString()).header('cache-control', 'no-store').send();
  }
}
