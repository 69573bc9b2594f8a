import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What fails the check: a serious or critical violation (moderate and minor ones are reported by axe but tolerated). */
const BLOCKING = new Set(['serious', 'critical']);
/**
 * The WCAG 2.1 A and AA rules, with a WCAG 2.1 A rule (2.5.3 Label in Name) that axe ships
 * switched off as "experimental": what AxeBuilder's `.options({ rules }).withTags(…)` runs.
 */
const RUN: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_21_AA },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations are read: axe keeps one node of each pass, not every node it checked.
  resultTypes: ['violations'],
};

type AxeWindow = { axe?: typeof axe };

/**
 * axe's results for the page as it is now. AxeBuilder injects axe-core's 550 kB into the page on
 * every call (about 420 ms a screen, against 75 ms for the run itself, measured on the admin's
 * SubAdmin screen): a walk through a shell in one page load injects it once and runs it on each
 * screen. A page with frames goes through AxeBuilder, which checks every frame.
 */
async function axeResults(page: Page): Promise<Pick<axe.AxeResults, 'violations'>> {
  if (page.frames().length > 1)
    return new AxeBuilder({ page }).options({ rules: RUN.rules }).withTags(WCAG_21_AA).analyze();
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe))))
    await page.evaluate(axe.source);
  // Only the violations cross back to the test: the passes' nodes are most of axe's answer.
  const violations = await page.evaluate(
    (options) => (window as AxeWindow).axe!.run(document, options).then((r) => r.violations),
    RUN,
  );
  return { violations };
}

/** The serious and critical WCAG 2.1 AA violations on the page as it is now, one line per rule. */
export async function violations(page: Page): Promise<string[]> {
  const results = await axeResults(page);
  const path = new URL(page.url()).pathname;
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** One main landmark per screen, where assistive technology jumps to the content. */
export async function landmarks(page: Page): Promise<string[]> {
  const path = new URL(page.url()).pathname;
  return (await page.getByRole('main').count()) === 1 ? [] : [`${path}: not one main landmark`];
}
