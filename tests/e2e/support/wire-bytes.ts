import type { Page } from '@playwright/test';
import { businessWithProducts, LAGOS, pointAt, uniqueTag, uploadProductImage } from './discovery';
import { expect } from './fixtures';

export interface WireCount {
  bytes(): number;
  /** The largest responses counted, for a failure's message. */
  largest(): string;
  stop(): Promise<void>;
}

/**
 * The bytes Chromium counts from now on (Network.loadingFinished encodedDataLength: headers and body as they
 * travelled) for the page and for its service worker, whose own fetches are reported by the worker's target, reached
 * through the page's session (non-flat auto-attach keeps its messages on this one session). An answer the worker
 * hands the page counts 0 in the page's target, so nothing is counted twice.
 */
export async function countWireBytes(page: Page): Promise<WireCount> {
  const cdp = await page.context().newCDPSession(page);
  const counted: Array<{ url: string; bytes: number }> = [];
  const urls = new Map<string, string>();
  let workerListening: () => void = () => undefined;
  const workerListens = new Promise<void>((resolve) => (workerListening = resolve));
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => counted.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength }));
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'service_worker')
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Network.enable' }) });
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message) as { id?: number; method?: string; params?: Record<string, unknown> };
    if (parsed.id === 1) workerListening();
    const params = parsed.params as { requestId: string; response: { url: string }; encodedDataLength: number } | undefined;
    if (parsed.method === 'Network.responseReceived') urls.set(`worker ${params!.requestId}`, params!.response.url);
    if (parsed.method === 'Network.loadingFinished')
      counted.push({ url: `worker: ${urls.get(`worker ${params!.requestId}`) ?? '?'}`, bytes: params!.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  if (page.context().serviceWorkers().length > 0) await workerListens;
  return {
    bytes: () => counted.reduce((sum, item) => sum + item.bytes, 0),
    largest: () =>
      [...counted]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 12)
        .map((item) => `${item.bytes} ${item.url}`)
        .join('\n'),
    stop: () => cdp.detach(),
  };
}

/** The figure the page's data meter shows, in bytes (it writes whole kilobytes). */
async function shownBytes(page: Page): Promise<number> {
  const text = (await page.getByTestId('page-data-used').textContent()) ?? '';
  const kb = /^This page used ([\d,]+) KB of data/.exec(text)?.[1];
  return kb === undefined ? Number.NaN : Number(kb.replaceAll(',', '')) * 1024;
}

/** Once the page has settled, its data meter shows what Chromium counted, within 10% (issue 37.2). */
export async function expectMeterMatchesWire(page: Page, wire: WireCount, what: string) {
  await page.waitForLoadState('networkidle');
  const meter = page.getByTestId('page-data-used');
  try {
    await expect.poll(async () => Math.abs((await shownBytes(page)) - wire.bytes()) / wire.bytes()).toBeLessThanOrEqual(0.1);
  } catch (error) {
    const said = await meter.textContent();
    throw new Error(`${what}: the page says "${said}", Chromium counted ${wire.bytes()} bytes, the largest:\n${wire.largest()}`, {
      cause: error,
    });
  }
  console.log(`${what}: "${await meter.textContent()}"; Chromium counted ${(wire.bytes() / 1024).toFixed(1)} KB`);
  await wire.stop();
}

/** A business with three products with photos: a page of some weight for the data meter, pictures included. */
export async function shopWithPhotos(page: Page): Promise<{ path: string; name: string }> {
  const tag = uniqueTag();
  const name = `Yaba Stitches ${tag}`;
  const { businessId, productIds } = await businessWithProducts(
    page.request,
    { name, description: 'Agbada, kaftan and school uniforms, sewn to measure.', ...pointAt(LAGOS, 4, 30) },
    'Clothing',
    [1, 2, 3].map((index) => ({ name: `Kaftan ${index} ${tag}`, priceKobo: 1_200_000 + index * 100_000 })),
  );
  for (const [index, productId] of productIds.entries())
    await uploadProductImage(page.request, productId, `kaftan-${index}.jpg`, { r: 60 + index * 50, g: 90, b: 160 });
  return { path: `/app/business/${businessId}`, name };
}

/** Opens the shop's page (a full load) and waits for its heading. */
export async function openShop(page: Page, shop: { path: string; name: string }) {
  await page.goto(shop.path);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
}
