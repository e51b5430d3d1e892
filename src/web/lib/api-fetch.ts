/**
 * How the app's API requests travel. In the browser, `fetch`; in the server's build, which draws pages' first
 * screens (entry-server.tsx), the server answers them itself, as the reader who asked for the page.
 */
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

let answer: Fetch | null = null;

export function setFetchSource(source: Fetch): void {
  answer = source;
}

export const apiFetch: Fetch = (input, init) => (answer ? answer(input, init) : fetch(input, init));
