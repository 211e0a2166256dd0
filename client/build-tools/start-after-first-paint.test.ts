import { describe, expect, it } from 'vitest';
import { STARTER_FILE, startAfterFirstPaint } from './start-after-first-paint';

const BUILT = `<head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/api-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>`;

describe('startAfterFirstPaint', () => {
  it("replaces Vite's entry script and preloads with the starter, keeping the stylesheet", () => {
    const html = startAfterFirstPaint(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script src="/${STARTER_FILE}" defer data-entry="/assets/index-A1.js" data-preload="/assets/react-B2.js /assets/api-C3.js"></script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('names the starter by its content, under the base', () => {
    expect(STARTER_FILE).toMatch(/^assets\/start-app-[0-9a-f]{8}\.js$/);
    expect(startAfterFirstPaint(BUILT, '/shop/')).toContain(`src="/shop/${STARTER_FILE}"`);
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => startAfterFirstPaint('<head></head>')).toThrow(/no entry script/);
  });
});
