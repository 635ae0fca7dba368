import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

const base = { baseUrl: 'http://api.test/api/v5', store: 'fr', device: 0, locale: 'fr' } as const;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function recording(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(status, body));
  const api = createApiClient({ ...base, fetch: fetch as unknown as typeof globalThis.fetch });
  const call = (index = 0) => {
    const [url, init] = fetch.mock.calls[index]!;
    return { url, init, headers: init.headers as Record<string, string> };
  };
  return { api, call };
}

describe('content calls', () => {
  it('asks templates with one parameter per slug', async () => {
    const { api, call } = recording({ templates: [] });
    await api.templates(['top_categorie_homepage', 'sale_banner']);
    expect(call().url).toBe(
      'http://api.test/api/v5/templates?templateSlugs%5B%5D=top_categorie_homepage&templateSlugs%5B%5D=sale_banner',
    );
  });

  it('asks a template page in v3 unless told otherwise', async () => {
    const page = {
      slug: 'home',
      version: 'v3',
      title: 'Home',
      metaTitle: 'Home',
      metaDescription: 'Home',
      headerLayout: 'slider',
      blocks: [{ type: 'text', title: 'Hi', paragraphs: ['Hello'] }],
    };
    const { api, call } = recording(page);
    await expect(api.templatePage('home')).resolves.toEqual(page);
    expect(call().url).toBe('http://api.test/api/v5/template-page/home/v3');
  });

  it('sends the URL version header on product get and encodes the path', async () => {
    const { api, call } = recording({});
    await api.product(12).catch(() => undefined);
    expect(call().url).toBe('http://api.test/api/v5/products/12');
    expect(call().headers['X-Url-Version']).toBe('v3');
    await api.cmsPage('../x').catch(() => undefined);
    expect(call(1).url).toBe('http://api.test/api/v5/cms/slug/..%2Fx');
  });

  it('posts parse and page-info bodies', async () => {
    const { api, call } = recording({});
    await api.parse({ path: '/soldes', url: '/soldes?page=2' }).catch(() => undefined);
    expect(call().init.method).toBe('POST');
    expect(JSON.parse(String(call().init.body))).toEqual({
      path: '/soldes',
      url: '/soldes?page=2',
    });
  });

  it('gives nothing when a referer fails to load', async () => {
    const { api } = recording({ message: 'Not found', status: 404 }, 404);
    await expect(api.referer('nope')).resolves.toBeNull();
  });

  it('parses the hashed data answer', async () => {
    const hashedData = 'a'.repeat(64);
    const { api, call } = recording({ hashedData });
    await expect(api.generateEncryptedData('me@example.com')).resolves.toEqual({ hashedData });
    expect(JSON.parse(String(call().init.body))).toEqual({ data: 'me@example.com' });
  });
});

describe('session calls', () => {
  const tokens = { token: 'a.b.c', token_type: 'Bearer', expires_in: 900 };

  it('refreshes with no token in the body: the browser sends the HttpOnly cookie', async () => {
    const { api, call } = recording(tokens);
    await expect(api.refresh()).resolves.toEqual(tokens);
    expect(call().url).toBe('http://api.test/api/v5/security/refresh');
    expect(call().init).toMatchObject({ method: 'POST', body: '{}' });
    // Other clients may still give the token they read from the cookie.
    await api.refresh('r'.repeat(43));
    expect(JSON.parse(String(call(1).init.body))).toEqual({ refresh_token: 'r'.repeat(43) });
  });

  it('logs out with the access token alone', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const api = createApiClient({ ...base, fetch: fetch as unknown as typeof globalThis.fetch });
    await api.logout({ token: 'a.b.c' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a.b.c');
  });
});
