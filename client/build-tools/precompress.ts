import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files below this size are sent as they are: the compressed copy would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/** Every file under `dir` (recursively) worth compressing: a text type, at least `minBytes` long. */
export function compressibleFiles(dir: string, minBytes = PRECOMPRESS_MIN_BYTES): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...compressibleFiles(path, minBytes));
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= minBytes) found.push(path);
  }
  return found;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside each file, once at build time, so the
 * server sends them as they are (`@fastify/static` preCompressed) instead of compressing on every request.
 * Returns the bytes before and after, for the build log.
 */
export function precompressDir(dir: string, minBytes = PRECOMPRESS_MIN_BYTES) {
  let raw = 0;
  let brotli = 0;
  const files = compressibleFiles(dir, minBytes);
  for (const file of files) {
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    raw += content.length;
    brotli += br.length;
  }
  return { files: files.length, raw, brotli };
}

/** A Vite plugin: precompresses the build output (js, css, svg, html, json above 1 KiB) once it is written. */
export function precompress(minBytes = PRECOMPRESS_MIN_BYTES): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      if (!existsSync(outDir)) return;
      const { files, raw, brotli } = precompressDir(outDir, minBytes);
      config.logger.info(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`);
    },
  };
}
