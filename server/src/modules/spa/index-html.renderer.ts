import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTP_CONFIG, type HttpConfig } from '../../config/http.config';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../config/payment.config';
import { escapeAttribute, type LeadImage, leadImageHtml } from './first-paint/lead-image';

const NOT_BUILT = `<!doctype html><html lang="ko"><meta charset="utf-8"><title>the shop</title>
<body><p>The storefront is not built yet: run <code>npm run build</code>, then restart the server.</p></body></html>`;

/** index.html's markers around the first paint (client/index.html). */
const FIRST_PAINT = /<!--first-paint:start-->[\s\S]*?<!--first-paint:end-->\s*/;
const LEAD_SLOT = '<!--first-paint:lead-->';
const SHELL_OPEN = '<div id="first-paint"';
const BODY_OPEN = /<body[^>]*>/;

/** Written into every storefront page while card payments go to NicePay's test store (NICEPAY_MODE=test). */
export const TEST_PAYMENT_BANNER = '<div class="test-payment-banner" role="note">테스트 결제 — 실제로 결제되지 않습니다</div>';

export interface PageRendering {
  /** The request's path: the client knows from it whether the lead image is its page's. */
  path: string;
  /** Null: the first paint is the header alone. */
  lead: LeadImage | null;
  /** Screens outside the storefront's shell (the back office) get no first paint at all. */
  storefront: boolean;
}

/**
 * The built index.html, read once; per request the anti-forgery token goes into its meta tag and the page's
 * lead image into its first paint.
 */
@Injectable()
export class IndexHtmlRenderer {
  private readonly template: string;
  private readonly testPayments: boolean;

  constructor(@Inject(HTTP_CONFIG) http: HttpConfig, @Inject(PAYMENT_CONFIG) payment: Pick<PaymentConfig, 'gateway' | 'mode'>) {
    this.testPayments = payment.gateway === 'nicepay' && payment.mode === 'test';
    const file = join(http.clientDist, 'index.html');
    if (existsSync(file)) {
      this.template = readFileSync(file, 'utf8');
    } else {
      new Logger('Spa').warn(`${file} not found; pages answer with a build hint`);
      this.template = NOT_BUILT;
    }
  }

  render(csrfToken: string, page: PageRendering): string {
    const meta = `<meta name="csrf-token" content="${csrfToken}">`;
    const html = this.template.includes('</head>') ? this.template.replace('</head>', `${meta}</head>`) : meta + this.template;
    if (!page.storefront) return html.replace(FIRST_PAINT, '');
    const marked = this.testPayments ? html.replace(BODY_OPEN, (body) => body + TEST_PAYMENT_BANNER) : html;
    if (!page.lead) return marked.replace(LEAD_SLOT, '');
    return marked
      .replace(LEAD_SLOT, leadImageHtml(page.lead))
      .replace(SHELL_OPEN, `${SHELL_OPEN} data-lead-path="${escapeAttribute(page.path)}"`);
  }
}
