// The accessibility scan the browser journeys share: axe-core on the page as it is now, failing on what axe
// calls serious or critical. Kept apart from the specs so it moves as is if the journeys move to @playwright/test.
import { AxeBuilder } from '@axe-core/playwright';

export const BLOCKING_IMPACTS = ['serious', 'critical'];

// WCAG 2.0–2.2 A and AA plus axe's best practices; the rule that the accessible name contains the visible label
// (WCAG 2.5.3) is experimental in axe, so it is switched on by name.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe's "legacy" run: axe.run in the page itself (iframes of the same origin included), where the default opens a
 * blank page per scan, injects axe there again and sends it every frame's full results. Only violations are worked
 * out in full (resultTypes); passes and the rest keep one node each, and nothing here reads them. Together they took
 * a 30-screen scan of the console from 5.2 to 3.0 minutes (desktop, a busy machine) (docs/decisions.md, "A test suite that runs in
 * minutes").
 */
const RUN_OPTIONS = { rules: EXTRA_RULES, resultTypes: ['violations'] };

/** Runs axe on the page and answers the violations whose impact is serious or critical. */
export async function blockingViolations(page, { include, exclude } = {}) {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options(RUN_OPTIONS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact));
}

/** One paragraph per violation: its id, impact and help text, the help link, then each offending element. */
export function describeViolations(violations) {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ') ?? ''}`);
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/** Throws with the violations listed when axe finds anything serious or critical on the page. */
export async function expectNoBlockingViolations(page, label, options) {
  const violations = await blockingViolations(page, options);
  if (violations.length > 0) {
    throw new Error(`${label}: ${violations.length} serious or critical accessibility violation(s)\n\n${describeViolations(violations)}`);
  }
}
