import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './settings';

/** JSON calls with the page's cookies (page.request), for setting up what a journey does not itself test. */
export async function apiPost<T = any>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { origin: E2E_BASE_URL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}
