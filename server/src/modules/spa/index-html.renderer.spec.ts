import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpConfig } from '../../config/http.config';
import { IndexHtmlRenderer, TEST_PAYMENT_BANNER } from './index-html.renderer';

const TEMPLATE = `<!doctype html><html><head><title>t</title></head><body>
    <!--first-paint:start-->
    <div id="first-paint" aria-hidden="true"><div class="fp-header"></div><!--first-paint:lead--></div>
    <!--first-paint:end-->
    <div id="root"></div></body></html>`;

describe('IndexHtmlRenderer', () => {
  let dir: string;
  let renderer: IndexHtmlRenderer;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'index-html-'));
    writeFileSync(join(dir, 'index.html'), TEMPLATE);
    renderer = new IndexHtmlRenderer({ clientDist: dir } as HttpConfig, { gateway: 'sandbox', mode: 'test' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the anti-forgery token into the head', () => {
    expect(renderer.render('tok', { path: '/login', lead: null, storefront: true })).toContain('<meta name="csrf-token" content="tok"></head>');
  });

  it('puts the lead image into the first paint and names the path it belongs to', () => {
    const html = renderer.render('tok', { path: '/bags', lead: { kind: 'list', src: '/images/banners/bags.svg' }, storefront: true });
    expect(html).toContain('<div id="first-paint" data-lead-path="/bags" aria-hidden="true">');
    expect(html).toContain('<div class="fp-list"><img class="fp-lead" src="/images/banners/bags.svg"');
    expect(html).not.toContain('<!--first-paint:lead-->');
  });

  it('keeps the header alone when there is no lead image, and names no path', () => {
    const html = renderer.render('tok', { path: '/login', lead: null, storefront: true });
    expect(html).toContain('<div id="first-paint" aria-hidden="true"><div class="fp-header"></div></div>');
    expect(html).not.toContain('data-lead-path');
  });

  it('gives the back office no first paint at all', () => {
    const html = renderer.render('tok', { path: '/admin', lead: null, storefront: false });
    expect(html).not.toContain('first-paint');
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes the 테스트 결제 bar into every storefront page while NicePay runs in test mode, and nowhere else', () => {
    const test = new IndexHtmlRenderer({ clientDist: dir } as HttpConfig, { gateway: 'nicepay', mode: 'test' });
    for (const lead of [null, { kind: 'home' as const, src: '/a.svg' }]) {
      expect(test.render('tok', { path: '/', lead, storefront: true })).toContain(`<body>${TEST_PAYMENT_BANNER}`);
    }
    expect(TEST_PAYMENT_BANNER).toContain('테스트 결제');
    expect(test.render('tok', { path: '/admin', lead: null, storefront: false })).not.toContain('test-payment-banner');
    const live = new IndexHtmlRenderer({ clientDist: dir } as HttpConfig, { gateway: 'nicepay', mode: 'live' });
    expect(live.render('tok', { path: '/', lead: null, storefront: true })).not.toContain('test-payment-banner');
    expect(renderer.render('tok', { path: '/', lead: null, storefront: true })).not.toContain('test-payment-banner');
  });

  it('escapes the path it writes into the attribute', () => {
    const html = renderer.render('tok', { path: '/"><b>', lead: { kind: 'home', src: '/a.svg' }, storefront: true });
    expect(html).toContain('data-lead-path="/&quot;&gt;&lt;b&gt;"');
  });
});
