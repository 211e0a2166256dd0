import { escapeAttribute, leadImageHtml, leadTargetFor } from './lead-image';

describe('lead image', () => {
  it('knows the landing pages by their paths, and nothing else', () => {
    expect(leadTargetFor('/')).toEqual({ kind: 'home' });
    expect(leadTargetFor('/bags')).toEqual({ kind: 'list', src: '/images/banners/bags.svg' });
    expect(leadTargetFor('/all-items/')).toEqual({ kind: 'list', src: '/images/banners/all-items.svg' });
    expect(leadTargetFor('/wallets/12')).toEqual({ kind: 'product', goodsId: 12 });
    expect(leadTargetFor('/best-seller/7/')).toEqual({ kind: 'product', goodsId: 7 });
    for (const path of ['/login', '/bags/0', '/bags/abc', '/bags/3/x', '/shoes', '/mypage/order', '/bags/9999999999999999']) {
      expect(leadTargetFor(path)).toBeNull();
    }
  });

  it('writes the image in its page kind\'s box, the home page with its second tile', () => {
    expect(leadImageHtml({ kind: 'list', src: '/images/banners/bags.svg' })).toBe(
      '<div class="fp-list"><img class="fp-lead" src="/images/banners/bags.svg" alt="" fetchpriority="high"></div>',
    );
    expect(leadImageHtml({ kind: 'home', src: '/a.svg' })).toContain('<div class="fp-home-pair"></div></div>');
  });

  it('escapes what it writes into an attribute', () => {
    expect(escapeAttribute(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
    expect(leadImageHtml({ kind: 'product', src: '/x.png" onerror="alert(1)' })).not.toContain('" onerror="');
  });
});
