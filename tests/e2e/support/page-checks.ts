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

/** Icons drawn smaller than their `size-N` class says: a flex row squeezed them beside text that wraps. */
export async function squeezedIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg')].flatMap((svg) => {
      const size = (svg.getAttribute('class') ?? '').match(/\bsize-(\d+(?:\.\d+)?)\b/);
      const { width } = svg.getBoundingClientRect();
      if (!size || width === 0 || Math.abs(width - Number(size[1]) * 4) <= 0.5) return [];
      return [
        `${svg.getAttribute('class')}: ${width.toFixed(1)} px beside "${(svg.parentElement?.textContent ?? '').trim().slice(0, 40)}"`,
      ];
    }),
  );
}
