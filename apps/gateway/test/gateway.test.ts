import { describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app';

describe('gateway', () => {
  it('answers 502 with a page when an app is down', async () => {
    const down = await buildGateway({
      upstreams: {
        api: 'http://127.0.0.1:9',
        storefront: 'http://127.0.0.1:9',
        checkout: 'http://127.0.0.1:9',
      },
      logLevel: 'silent',
    });
    const response = await down.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('Temporarily unavailable');
    await down.close();
  });

  it("refuses the storefront's revalidation endpoint from outside, whatever the query", async () => {
    const gateway = await buildGateway({
      upstreams: {
        api: 'http://127.0.0.1:9',
        storefront: 'http://127.0.0.1:9',
        checkout: 'http://127.0.0.1:9',
      },
      logLevel: 'silent',
    });
    for (const url of ['/revalidate.json', '/revalidate.json?scope=products']) {
      const response = await gateway.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(404);
    }
    await gateway.close();
  });
});
