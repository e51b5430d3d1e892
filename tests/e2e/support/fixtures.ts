import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { waitingForApp } from './app-ready';
import { signedInMember } from './discovery';
import { E2E_BASE_URL } from './settings';

/** The smallest phone the app is built for (spec: works at 360 px). */
export const PHONE = { viewport: { width: 360, height: 740 } } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

export type Member = Awaited<ReturnType<typeof signedInMember>>;

export interface MemberPageOptions {
  /** 360 px wide, as on a phone (desktop by default). */
  phone?: boolean;
  dark?: boolean;
}

interface Fixtures {
  /** A verified member signed in on the test's own `page` (made through the API, not the UI). */
  member: Member;
  /**
   * Another member in a browser context of their own (a second person at another device); every context made is
   * closed after the test.
   */
  memberPage(fullName: string, options?: MemberPageOptions): Promise<{ page: Page; member: Member }>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  member: async ({ page }, use) => {
    await use(await signedInMember(page));
  },
  memberPage: async ({ browser }, use) => {
    const contexts: Array<{ close(): Promise<void> }> = [];
    await use(async (fullName, options = {}) => {
      const contextOptions: BrowserContextOptions = {
        baseURL: E2E_BASE_URL,
        ...(options.phone ? PHONE : DESKTOP),
        ...(options.dark ? { colorScheme: 'dark' as const } : {}),
      };
      const context = await browser.newContext(contextOptions);
      contexts.push(context);
      const page = waitingForApp(await context.newPage());
      return { page, member: await signedInMember(page, fullName) };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from '@playwright/test';
