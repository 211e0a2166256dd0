// The browser journeys: @playwright/test against the built shop (npm run build first), in Debian's Chromium
// (never a downloaded browser) at a phone's and a desktop's width.
//   npx playwright test -c e2e/playwright.config.mjs                      run them
//   npx playwright test -c e2e/playwright.config.mjs --update-snapshots   accept today's screens as the reference
// A test pinned to one width carries a tag the other project leaves out: @desktop-only, @mobile-only, or @once
// (needs no browser width, so it runs in desktop-1440 only).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { repositoryFontsEnvironment } from './support/fontconfig.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// One shop per project, each on its own fresh database, so that no project sees another's members, orders or
// per-address limits; a project takes its files in order, one at a time (projects[].workers), so what a screen shows
// does not depend on timing. Two workers, one per core, take the projects in turn: the phone's (about 7 minutes), the
// desktop's screens (5), and the desktop's journeys in two halves (3 each), which the worker that finishes first
// picks up (docs/decisions.md, "A test suite that runs in minutes").
const DESKTOP = { width: 1440, height: 900 };
const JOURNEYS = /-journey\.test\.mjs$/;
const CONSOLE_JOURNEYS = /(backoffice-[a-z]+|production-board|wishlist-and-overview)\.test\.mjs$/;
const PROJECTS = [
  { name: 'mobile-390', use: { viewport: { width: 390, height: 844 } }, grepInvert: /@desktop-only|@once/ },
  { name: 'desktop-1440', testIgnore: [JOURNEYS, CONSOLE_JOURNEYS], use: { viewport: DESKTOP }, grepInvert: /@mobile-only/ },
  { name: 'desktop-1440-journeys', testMatch: JOURNEYS, use: { viewport: DESKTOP }, grepInvert: /@mobile-only/ },
  { name: 'desktop-1440-console', testMatch: CONSOLE_JOURNEYS, use: { viewport: DESKTOP }, grepInvert: /@mobile-only/ },
];
const baseUrlOf = (index) => `http://127.0.0.1:${PORT + index}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CI = Boolean(process.env.CI);

if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium, or set CHROMIUM_PATH`);

export default defineConfig({
  testDir: './specs',
  testMatch: '*.test.mjs',
  outputDir: './results',
  snapshotPathTemplate: '{testDir}/../__screenshots__/{projectName}/{arg}{ext}',
  // One per core; a project never has more than one (projects[].workers), on its own shop.
  workers: 2,
  fullyParallel: false,
  // A flaky test is fixed, not retried.
  retries: 0,
  forbidOnly: CI,
  // Locally a missing reference is written (and its test fails once); in CI it only fails.
  updateSnapshots: CI ? 'none' : 'default',
  timeout: 90_000,
  reporter: CI ? [['list'], ['html', { outputFolder: './report', open: 'never' }]] : [['list']],
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // On one machine the screens repeat to the pixel (checked with both set to 0): the slack is for a font or
      // Chromium update's anti-aliasing, not for a moved block (3 % of the pixels for an 8 px shift) or a recoloured
      // button (a pixel counts as different past 5 % of the colour distance; Playwright's default, 20 %, lets
      // #111 → #3a3a3a through).
      maxDiffPixelRatio: 0.002,
      threshold: 0.05,
    },
  },
  use: {
    browserName: 'chromium',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Each action, navigation and wait gives up on its own, naming what it waited for, well inside the test's 90 s.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Fonts from the repository only, whatever the machine has installed (support/fontconfig.mjs).
      env: { ...process.env, ...repositoryFontsEnvironment() },
      // Without the background-networking flags Chromium keeps calling out of a machine that has no way out.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: PROJECTS.map((project, index) => ({
    ...project,
    workers: 1,
    use: { ...project.use, baseURL: baseUrlOf(index) },
    // The desktop's halves share its width, so its reference screens.
    snapshotPathTemplate: `{testDir}/../__screenshots__/${project.name.startsWith('desktop') ? 'desktop-1440' : project.name}/{arg}{ext}`,
  })),
  webServer: PROJECTS.map((_project, index) => ({
    command: 'node e2e/support/web-server.mjs',
    cwd: '..',
    env: { E2E_PORT: String(PORT + index) },
    url: `${baseUrlOf(index)}/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the script drop its database; Playwright's default would be SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
