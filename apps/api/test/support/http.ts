import type { TestServer } from './server';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Small fetch helpers over the test server: JSON in, parsed JSON (or text) out. */
export function http(server: Pick<TestServer, 'url'>) {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(server.url(path), {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
    };
  }
  return {
    get: <T = unknown>(path: string, headers?: Record<string, string>) =>
      call<T>('GET', path, undefined, headers),
    post: <T = unknown>(path: string, body: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body, headers),
    call,
    /** The absolute URL of an API path, for clients other than these helpers. */
    url: (path: string) => server.url(path),
  };
}
