import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A toast by its text. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * The page's serious and critical accessibility violations, one line each. `withoutToasts`: the toasts are the
 * app-wide toaster's (checked where it is built), and they come and go during a journey.
 */
export async function seriousViolations(page: Page, options: { withoutToasts?: boolean } = {}) {
  const builder = new AxeBuilder({ page });
  const results = await (options.withoutToasts ? builder.exclude('[data-sonner-toaster]') : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
