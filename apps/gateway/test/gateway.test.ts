import { describe, expect, it } from 'vitest';
import { startGateway, startStandInShop } from './support/stand-ins';

const NOBODY = 'http://127.0.0.1:9';
const allDown = { api: NOBODY, storefront: NOBODY, checkout: NOBODY };

describe('gateway', () => {
  it('answers 502 with a page when an app is down', async () => {
    const { base, close } = await startGateway({ upstreams: allDown });
    try {
      const response = await fetch(`${base}/`);
      expect(response.status).toBe(502);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.text()).toContain('Momentanément indisponible');
      const english = await fetch(`${base}/en/account`);
      expect(await english.text()).toContain('Temporarily unavailable');
    } finally {
      await close();
    }
  });

  it("refuses the storefront's revalidation endpoint from outside, whatever the query", async () => {
    const { base, close } = await startGateway({ upstreams: allDown });
    try {
      for (const url of ['/revalidate.json', '/revalidate.json?scope=products']) {
        const response = await fetch(`${base}${url}`, { method: 'POST', body: '{}' });
        expect(response.status, url).toBe(404);
      }
    } finally {
      await close();
    }
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
