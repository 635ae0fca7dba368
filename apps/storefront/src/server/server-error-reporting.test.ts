import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the error-reporting service: the events of the envelopes it receives. */
interface ReportedEvent {
  exception?: { values?: { value?: string }[] };
  level?: string;
  tags?: Record<string, string>;
  release?: string;
}

// The loaders read the request's headers (device, no_cache): here, a request with none.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const received: ReportedEvent[] = [];
let collector: Server;
let failing: Server;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      // An envelope: its header, then item header and item lines; the event is the item.
      const [, itemHeader, item] = body.split('\n');
      if (itemHeader && JSON.parse(itemHeader).type === 'event')
        received.push(JSON.parse(item!) as ReportedEvent);
      response.writeHead(200).end('{}');
    });
  });
  // The API and the search service, both down: every call answers 500.
  failing = createServer((_request, response) =>
    response.writeHead(500, { 'content-type': 'application/json' }).end('{"status":500}'),
  );
  const [collectorHost, failingHost] = await Promise.all([listen(collector), listen(failing)]);
  vi.stubEnv('SENTRY_DSN', `http://public@${collectorHost}/1`);
  vi.stubEnv('API_URL', `http://${failingHost}`);
  vi.stubEnv('SEARCH_URL', `http://${failingHost}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  collector.close();
  failing.close();
});

beforeEach(() => {
  received.length = 0;
});

/** The modules, read again under the stubbed settings (env.ts reads them once). */
async function shop() {
  const { stores } = await import('../page-request/stores');
  return {
    store: stores.find((store) => store.id === 'fr')!,
    ...(await import('./report-server-error')),
  };
}

const messages = () =>
  received.map((event) => event.exception?.values?.map((value) => value.value).join(' | '));

describe('server-side failures reach error reporting', () => {
  it('a failed product load is reported under the spec message, then shows the error page', async () => {
    const { store, flushServerErrors } = await shop();
    const { loadProductPage, loadProductReviews } = await import('./product-page');
    await expect(loadProductPage(store, 'fr', 12)).rejects.toBeTruthy();
    expect(await loadProductReviews(store, 'fr', 12)).toBeNull();
    await flushServerErrors();
    // The collector reads an envelope after the flush has sent it: wait for it to land.
    await vi.waitFor(() =>
      expect(messages()).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Unable to fetch product informations'),
          expect.stringContaining('Unable to fetch product reviews'),
        ]),
      ),
    );
    const product = received.find((event) =>
      event.exception?.values?.some((value) => value.value?.includes('informations')),
    );
    expect(product?.tags).toMatchObject({ productId: '12', side: 'server' });
    expect(product?.release).toBe('1.83.0');
  });

  // Issue 30, item 20: storefront section 8 says the first calls' failure is a fatal report.
  it('a failed /init is reported as fatal, and the page fails', async () => {
    const { flushServerErrors } = await shop();
    const { getInit } = await import('./api');
    await expect(getInit('fr', 'fr')).rejects.toBeTruthy();
    await flushServerErrors();
    const init = await vi.waitFor(() => {
      const event = received.find((one) =>
        one.exception?.values?.some((value) => value.value?.includes('first calls')),
      );
      if (!event) throw new Error('the /init report has not landed yet');
      return event;
    });
    expect(init?.level).toBe('fatal');
    expect(init?.tags).toMatchObject({ store: 'fr', side: 'server' });
  });

  it('a failed template load is reported, and the page goes on without it', async () => {
    const { flushServerErrors } = await shop();
    const { loadTemplatePage } = await import('./template-page');
    expect(await loadTemplatePage('fr', 'fr', 'home')).toBeNull();
    await flushServerErrors();
    // Only the template's report: a late one of an earlier test may land here too.
    const template = await vi.waitFor(() => {
      const event = received.find((one) =>
        one.exception?.values?.some((value) => value.value?.includes('template page')),
      );
      if (!event) throw new Error('the template report has not landed yet');
      return event;
    });
    expect(template.tags).toMatchObject({ template: 'home' });
  });

  it('failed searches and templates of the error pages are reported, the page stands', async () => {
    const { store, flushServerErrors } = await shop();
    const { getTranslator } = await import('./i18n');
    const { ShoppingSuggestions } = await import('../components/shopping-suggestions');
    expect(
      await ShoppingSuggestions({ store, locale: 'fr', t: await getTranslator('fr') }),
    ).toBeTruthy();
    await flushServerErrors();
    await vi.waitFor(() =>
      expect(messages()).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Unable to load the top sales'),
          expect.stringContaining('Unable to load the top categories'),
        ]),
      ),
    );
  });
});
