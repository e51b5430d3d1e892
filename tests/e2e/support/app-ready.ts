import type { Page } from '@playwright/test';

/** Until the app has taken over a page the server drew (decision 0026): before that its buttons do nothing yet. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'));
}

/**
 * Makes a page's full loads (goto, reload) wait for the app as a person would: they see the drawn page at once, and
 * what they tap works once the app has taken it over.
 */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}
