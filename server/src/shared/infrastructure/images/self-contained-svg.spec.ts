import { selfContainedSvg } from './self-contained-svg';

const svg = (body: string, prologue = '') => `${prologue}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${body}</svg>`;

describe('selfContainedSvg', () => {
  it.each([
    ['an <image> of a local file', svg('<image href="file:///etc/passwd" width="10" height="10"/>')],
    ['an xlink:href to a URL', svg('<image xlink:href="http://127.0.0.1:9/x.png" width="10" height="10"/>')],
    ['a relative link (a file beside the upload)', svg('<use href="other.svg#a"/>')],
    ['a link spelled with character references', svg('<image href="&#x66;ile:///etc/passwd"/>')],
    ['an embedded data: picture', svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')],
    ['a feImage', svg('<filter id="f"><feImage href="https://evil.example/a.png"/></filter>')],
    ['XInclude', svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>')],
    ['XInclude without a href attribute', svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude"/>')],
    ['a CSS url() to a URL', svg('<rect width="10" height="10" style="fill: url(http://evil.example/p.svg#g)"/>')],
    ['a CSS url() spelled with character references', svg('<rect width="10" height="10" style="fill: &#117;rl(http://evil.example/p.svg#g)"/>')],
    ['a CSS escape', svg('<style>rect { fill: u\\72l(http://evil.example/g) }</style>')],
    ['an @import', svg('<style>@import "https://evil.example/a.css";</style>')],
    ['an xml-stylesheet', svg('<rect width="1" height="1"/>', '<?xml-stylesheet href="https://evil.example/a.css"?>')],
    ['an external entity', svg('<text>&xxe;</text>', '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')],
    ['a parameter entity', svg('', '<!DOCTYPE svg [<!ENTITY % p SYSTEM "http://evil.example/p.dtd"> %p;]>')],
    ['entities inside entities (billion laughs)', svg('<text>&b;</text>', '<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]>')],
    ['a document type that is not plain', svg('<text>&x;</text>', '<!DOCTYPE svg PUBLIC "a>b" "c" [<!ENTITY x SYSTEM "file:///etc/passwd">]>')],
    ['two document types', svg('', '<!DOCTYPE svg><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>')],
    ['an attribute default naming a file', svg('<image/>', '<!DOCTYPE svg [<!ATTLIST image xlink:href CDATA "file:///etc/passwd">]>')],
  ])('refuses %s', (_what, text) => {
    expect(selfContainedSvg(text)).toBeNull();
  });

  it('keeps internal references, scripts and handlers (the SVG is only rasterised), and drops an external DTD', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><rect id="r" width="5" height="5"/></defs>' +
        '<rect width="10" height="10" fill="url(#g)" style="stroke: url(\'#g\')"/><use xlink:href="#r"/><script>alert(1)</script>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
    ).replace('<svg ', '<svg onload="alert(2)" ');
    const kept = selfContainedSvg(drawing);
    expect(kept).not.toBeNull();
    expect(kept).not.toContain('DOCTYPE');
    expect(kept).not.toContain('svg11.dtd');
    expect(kept).toContain('<use xlink:href="#r"/>');
  });

  it('keeps plain internal entities (as drawing programs write them) without the external identifier', () => {
    const drawing = svg('<rect width="10" height="10"/>', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>');
    expect(selfContainedSvg(drawing)).toMatch(/^<!DOCTYPE svg \[<!ENTITY ns_svg "http:\/\/www.w3.org\/2000\/svg">\]><svg /);
  });
});
