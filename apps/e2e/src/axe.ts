import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 AA violations axe-core finds on the page (or inside `selector`), one line each with the rule
 * and where: a journey expects `[]`, so a failure names what to fix.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(wcag21aa);
  if (selector) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
