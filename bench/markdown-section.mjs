// docs/benchmarks.md is written by several scripts: `npm run bench` the whole file, others one section each. A
// section is everything from its `## ` heading to the next one.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const BENCHMARKS = new URL('../docs/benchmarks.md', import.meta.url).pathname;

/** The sections other scripts write, which `npm run bench` carries over when it rewrites the file. */
export const KEPT_SECTIONS = ['## Against the same SQL', '## How reads grow with the shop', '## The test suite', '## Checkout over two instances', '## Soak', '## Rolling restart and a killed instance', '## What a CDN would absorb', "## The console's first screen on Lighthouse"];

export function sectionOf(markdown, heading) {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return null;
  const next = markdown.indexOf('\n## ', start + heading.length + 2);
  return markdown.slice(start + 1, next < 0 ? markdown.length : next + 1).trimEnd() + '\n';
}

/** Replaces (or appends) one section of docs/benchmarks.md. */
export function writeSection(heading, body, file = BENCHMARKS) {
  const markdown = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = `${heading}\n\n${body.trim()}\n`;
  const old = sectionOf(markdown, heading);
  writeFileSync(file, old ? markdown.replace(old, section) : `${markdown.trimEnd()}\n\n${section}`);
}

/** The kept sections of the current file, to append to a rewritten one. */
export function keptSections(file = BENCHMARKS) {
  if (!existsSync(file)) return '';
  const markdown = readFileSync(file, 'utf8');
  return KEPT_SECTIONS.map((heading) => sectionOf(markdown, heading))
    .filter(Boolean)
    .map((section) => `\n${section}`)
    .join('');
}
