// The browser's fonts: only what the repository installs from the npm registry (Pretendard, the storefront's own
// type), never the machine's. Chromium on Linux finds fonts through fontconfig; FONTCONFIG_FILE points it at the
// configuration written here, which names no system folder and includes no system configuration, so a page that
// asks for system-ui, Arial or sans-serif gets Pretendard on every machine, and a glyph Pretendard lacks is the
// same empty box everywhere. The rendering settings are written out too, so no /etc/fonts rule can change them.
// docs/decisions.md, "The browser suite sees only the repository's fonts".
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const FOLDER = join(ROOT, 'e2e/.fontconfig');

/** The folders of the font files the browser may use: Pretendard's variable TTF, from the client's dependency. */
export function repositoryFontFolders() {
  const requireFromClient = createRequire(join(ROOT, 'client/package.json'));
  return [join(dirname(requireFromClient.resolve('pretendard/package.json')), 'dist/public/variable')];
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function fontconfigXml(folders, cacheFolder) {
  const dirs = folders.map((folder) => `  <dir>${escapeXml(folder)}</dir>`).join('\n');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by e2e/support/fontconfig.mjs for the browser suite; do not edit. -->
<fontconfig>
${dirs}
  <cachedir>${escapeXml(cacheFolder)}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
}

/**
 * Writes e2e/.fontconfig/fonts.conf (atomically: Playwright's workers load the config too) and answers the
 * environment the browser is launched with.
 */
export function repositoryFontsEnvironment() {
  mkdirSync(FOLDER, { recursive: true });
  const file = join(FOLDER, 'fonts.conf');
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, fontconfigXml(repositoryFontFolders(), join(FOLDER, 'cache')));
  renameSync(draft, file);
  return { FONTCONFIG_FILE: file };
}
