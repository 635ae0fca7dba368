import { describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app';
import { startStandInShop } from './support/stand-ins';

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

describe('observability through the gateway', () => {
  it("answers 404 to the apps' metrics and health endpoints from outside", async () => {
    const { base, close } = await startStandInShop();
    try {
      for (const path of ['/metrics', '/metrics?x=1', '/health/live', '/health/ready']) {
        expect((await fetch(`${base}${path}`)).status, path).toBe(404);
      }
    } finally {
      await close();
    }
  });

  it('gives the app and the client the same new request id, whatever a client claims', async () => {
    const { base, close } = await startStandInShop();
    try {
      const answer = await fetch(`${base}/api/v5/init`, { headers: { 'x-request-id': 'forged' } });
      const { requestId } = (await answer.json()) as { requestId: string };
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('x-request-id')).toBe(requestId);
    } finally {
      await close();
    }
  });

  it('keeps the request id of a trusted proxy in front', async () => {
    const { base, close } = await startStandInShop({ trustedProxies: ['127.0.0.1'] });
    try {
      const answer = await fetch(`${base}/`, { headers: { 'x-request-id': 'nginx-0a1b2c' } });
      expect(((await answer.json()) as { requestId: string }).requestId).toBe('nginx-0a1b2c');
      expect(answer.headers.get('x-request-id')).toBe('nginx-0a1b2c');
    } finally {
      await close();
    }
  });
});
