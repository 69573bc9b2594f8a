import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What fails the check: a serious or critical violation (moderate and minor ones are reported by axe but tolerated). */
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical WCAG 2.1 AA violations on the page as it is now, one line per rule. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // A WCAG 2.1 A rule (2.5.3 Label in Name) that axe ships switched off as "experimental".
    // (`options` replaces what `withTags` sets: it comes first.)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_21_AA)
    .analyze();
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
