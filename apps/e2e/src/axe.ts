import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules the product promises. */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.1 AA violations on the page as it is now (an open dialog included), each as its rule
 * and the elements it names: an empty list is a clean page, and a failure says what to fix.
 */
export async function axeViolations(page: Page): Promise<{ rule: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return results.violations.map((violation) => ({
    rule: `${violation.id}: ${violation.help}`,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
