import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContextModule from './context';
import type * as I18nModule from './i18n';

let routing: typeof ContextModule & typeof I18nModule;

beforeAll(async () => {
  // The context reads the API's address and the store hosts from the environment on import.
  vi.stubEnv('API_URL', 'http://127.0.0.1:9');
  vi.stubEnv('SHOP_PUBLIC_PORT', '3000');
  vi.stubEnv('SHOP_STORE_HOSTS', '');
  routing = { ...(await import('./context')), ...(await import('./i18n')) };
});

afterAll(() => {
  vi.unstubAllEnvs();
});

const contextOf = (url: string, headers: Record<string, string> = {}) =>
  routing.routeContext(new NextRequest(url, { headers: { host: new URL(url).host, ...headers } }));

/** The i18n step's answer, with the cookies its finishers add to a page. */
async function answer(url: string, headers?: Record<string, string>) {
  const context = contextOf(url, headers);
  const response = (await routing.i18n(context)) ?? NextResponse.next();
  for (const finish of context.finishers) await finish(response);
  return { context, response, kept: response.cookies.get('i18n_locale')?.value };
}

const FRENCH_BELGIAN = 'fr-BE,fr;q=0.9,en-US;q=0.8,en;q=0.7';

describe('the Belgian store in French and Dutch (issue 30 item 12)', () => {
  it('sends a fr-BE browser to French on its first visit, and keeps it in the cookie', async () => {
    const { response, kept } = await answer('http://be.localhost:3000/', {
      'accept-language': FRENCH_BELGIAN,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://be.localhost:3000/fr');
    expect(kept).toBe('fr');
  });

  it('shows a nl-BE browser Dutch at the root', async () => {
    const { response, kept } = await answer('http://be.localhost:3000/', {
      'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.8',
    });
    expect(response.headers.get('location')).toBeNull();
    expect(kept).toBe('nl');
  });

  it('reads French pages under /fr and keeps their language', async () => {
    const { context, kept } = await answer('http://be.localhost:3000/fr/p/sweat-noir-3', {
      cookie: 'i18n_locale=nl',
    });
    expect([context.page.locale, context.prefix, context.path]).toEqual([
      'fr',
      'fr',
      '/p/sweat-noir-3',
    ]);
    expect(kept).toBe('fr');
  });

  it('brings a shopper back to the language the cookie keeps', async () => {
    const french = await answer('http://be.localhost:3000/', {
      'accept-language': 'nl-BE',
      cookie: 'i18n_locale=fr',
    });
    expect(french.response.headers.get('location')).toBe('http://be.localhost:3000/fr');
    const dutch = await answer('http://be.localhost:3000/', {
      'accept-language': FRENCH_BELGIAN,
      cookie: 'i18n_locale=nl',
    });
    expect(dutch.response.headers.get('location')).toBeNull();
    // A link of the shop to the root (the switcher's Nederlands, or its prefetch) chose Dutch.
    const followed = await answer('http://be.localhost:3000/', {
      cookie: 'i18n_locale=fr',
      'sec-fetch-site': 'same-origin',
    });
    expect(followed.response.headers.get('location')).toBeNull();
    expect(followed.kept).toBe('nl');
    const prefetched = await answer('http://be.localhost:3000/', {
      cookie: 'i18n_locale=fr',
      'sec-fetch-site': 'none',
      'sec-purpose': 'prefetch',
    });
    expect(prefetched.response.headers.get('location')).toBeNull();
  });

  it('leaves /fr to the stores that speak French', async () => {
    const spanish = contextOf('http://es.localhost:3000/fr/camisetas-c4');
    expect([spanish.page.locale, spanish.prefix, spanish.path]).toEqual([
      'es',
      null,
      '/fr/camisetas-c4',
    ]);
    const main = await answer('http://localhost:3000/fr/t-shirts-c4');
    expect(main.response.status).toBe(301);
    expect(main.response.headers.get('location')).toBe('http://localhost:3000/t-shirts-c4');
  });
});
