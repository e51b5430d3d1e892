/** A small browser-like HTTP client: keeps cookies, sends an Origin, never follows redirects by itself. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** Sends `body` as JSON, or as an HTML form posts it when it is URLSearchParams. */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const form = body instanceof URLSearchParams;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        origin: this.baseUrl,
        ...(body !== undefined ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: form ? body.toString() : body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
  put = (path: string, body: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);

  async json<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; response: Response }> {
    const response = await this.request(method, path, body, headers);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, response };
  }

  /** Sends one file as multipart/form-data in the field "file" (as a browser form would) and parses the JSON reply. */
  async upload<T = any>(
    path: string,
    bytes: Uint8Array,
    filename: string,
    type: string,
    method = 'POST',
  ): Promise<{ status: number; body: T }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    const { status, body } = await this.form<T>(path, form, method);
    return { status, body };
  }

  /** Sends a whole form as multipart/form-data (fields and files) and parses the JSON reply. */
  async form<T = any>(path: string, form: FormData, method = 'POST'): Promise<{ status: number; body: T; response: Response }> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        origin: this.baseUrl,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, response };
  }
}
