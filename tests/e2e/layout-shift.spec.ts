import type { Page } from '@playwright/test';
import { apiPost } from './support/api';
import { signedInMember } from './support/discovery';
import { expect, PHONE, test } from './support/fixtures';
import { splitDocumentProxy } from './support/split-document-proxy';

/*
 * Layout shift on a phone (issue 38.3): the pages that load their content after the first paint reserve its space, so
 * nothing the member is reading jumps when the counts, lists, avatars or the plan line arrive. Measured as Chromium
 * reports it (the `layout-shift` entries a PerformanceObserver sees from the start of the load), summed over the whole
 * load, which is stricter than Lighthouse's largest session window.
 */

test.use(PHONE);

/** The largest layout shift a page may have while it loads (Lighthouse's "good" is below 0.1; the issue asks 0.05). */
const MOST = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift from the very start of each document the page loads. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}.${String(node.className).split(' ').slice(0, 3).join('.')} "${label}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts once it has loaded everything it loads by itself and drawn the result. */
async function shiftsAfterLoad(page: Page, url: string, loaded: (page: Page) => Promise<void>): Promise<Shift[]> {
  await page.goto(url);
  await loaded(page);
  await page.waitForLoadState('networkidle');
  // Two frames, so the last answers' paint (and any shift it makes) is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test('network, notifications, account, create and videos keep their layout while they load on a phone', async ({ page, memberPage }) => {
  test.setTimeout(240_000);
  // A member with something on every page: a connection, a request each way, and the notifications those bring.
  await signedInMember(page, 'Adaeze Nwosu');
  const myId = ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  const others = await Promise.all(['Bola Adeyemi', 'Chuka Eze', 'Dayo Ogun'].map((name) => memberPage(name)));
  const idOf = async (other: (typeof others)[number]) =>
    ((await (await other.page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  const [bola, chuka, dayo] = others;
  const accepted = await apiPost<{ connectionId: number }>(bola!.page.request, '/api/v1/connections', { userId: myId });
  await apiPost(page.request, `/api/v1/connections/${accepted.connectionId}/accept`, {});
  await apiPost(chuka!.page.request, '/api/v1/connections', { userId: myId });
  await apiPost(page.request, '/api/v1/connections', { userId: await idOf(dayo!) });

  await recordShifts(page);
  const pages: Array<[string, (page: Page) => Promise<void>]> = [
    ['/app/network', (p) => expect(p.getByRole('list', { name: 'Your connections' })).toBeVisible()],
    ['/app/notifications', (p) => expect(p.getByRole('button', { name: 'Mark all as read' })).toBeVisible()],
    ['/app/account', (p) => expect(p.getByLabel('Full Name')).toHaveValue('Adaeze Nwosu')],
    ['/app/account?tab=subscription', (p) => expect(p.getByRole('tabpanel')).toBeVisible()],
    ['/app/create', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/app/videos', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  const found: string[] = [];
  for (const [url, loaded] of pages) {
    const shifts = await shiftsAfterLoad(page, url, loaded);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    if (total > MOST)
      found.push(
        `${url}: ${total.toFixed(3)}\n${shifts.map((shift) => `  ${shift.value.toFixed(3)} ${shift.sources.join(' | ')}`).join('\n')}`,
      );
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the sign-in page keeps its layout when its HTML arrives in two parts, as over slow mobile data', async ({ page }) => {
  // The second part starts at the sign-in form, after the page's header and tabs are shown.
  const proxy = await splitDocumentProxy('role="tabpanel"');
  try {
    await recordShifts(page);
    const shifts = await shiftsAfterLoad(page, `${proxy.url}/auth`, (p) =>
      expect(p.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible(),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(' | ')}`).join('\n')).toBeLessThanOrEqual(MOST);
  } finally {
    await proxy.close();
  }
});
