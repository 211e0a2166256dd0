import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css';

const page = (links: string) => `<head>\n    <script type="module" src="/assets/index-a.js"></script>\n    ${links}\n  </head>`;

describe('inlineStylesheets', () => {
  it("writes a known stylesheet's rules in the link's place and keeps the link, disabled, for Vite's preload helper", () => {
    const html = inlineStylesheets(page('<link rel="stylesheet" crossorigin href="/assets/index-b.css">'), (href) =>
      href === '/assets/index-b.css' ? ':root{--color-main:#151414}\n' : undefined,
    );
    expect(html).toBe(
      page('<link rel="stylesheet" crossorigin href="/assets/index-b.css" disabled>\n    <style>:root{--color-main:#151414}</style>'),
    );
  });

  it('leaves a stylesheet it does not know, and everything else, as it was', () => {
    const original = page('<link rel="stylesheet" crossorigin href="/assets/other.css">\n    <link rel="modulepreload" href="/assets/react.js">');
    expect(inlineStylesheets(original, () => undefined)).toBe(original);
  });

  it('keeps two stylesheets in their order', () => {
    const html = inlineStylesheets(page('<link rel="stylesheet" href="/a.css">\n    <link rel="stylesheet" href="/b.css">'), (href) => (href === '/a.css' ? '.a{}' : '.b{}'));
    expect(html.indexOf('<style>.a{}</style>')).toBeGreaterThan(-1);
    expect(html.indexOf('<style>.a{}</style>')).toBeLessThan(html.indexOf('<style>.b{}</style>'));
  });

  it('refuses rules that would end the style element early', () => {
    expect(() => inlineStylesheets(page('<link rel="stylesheet" href="/a.css">'), () => '.a{content:"</style>"}')).toThrow('cannot be inlined');
  });
});
