#!/usr/bin/env node
/**
 * Writes <file>.br and <file>.gz beside every demo image under server/assets above 1 KiB, so the /images/ route
 * (`@fastify/static` with preCompressed) sends them compressed without compressing on every request.
 * Run by the server's build; the copies are git-ignored.
 *
 *   node server/scripts/precompress-images.mjs
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(svg|json|txt)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(ASSETS)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(`precompressed ${count} images: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`);
