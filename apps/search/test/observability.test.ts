import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, APP_ID, SEARCH_KEY, removeDir, start, type Running } from './helpers';

let server: Running;
beforeAll(async () => {
  server = await start();
});
afterAll(async () => {
  await server.app.close();
  await removeDir(server.dataDir);
});

const credentials = (key: string) => `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${key}`;

describe('observability of the search service', () => {
  it('is live, and ready once its snapshots are loaded, to anyone', async () => {
    expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { index: 'ok' } });
  });

  it('serves its metrics with the admin key only (browsers reach it directly)', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(403);
    expect((await fetch(`${server.url}/metrics?${credentials(SEARCH_KEY)}`)).status).toBe(403);
    await fetch(`${server.url}/1/indexes/missing/query?${credentials(SEARCH_KEY)}`, {
      method: 'POST',
      body: '{}',
    });
    const text = await fetch(`${server.url}/metrics?${credentials(ADMIN_KEY)}`).then((answer) =>
      answer.text(),
    );
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/1\/indexes\/:index\/query"/);
  });

  it('keeps the request id it is given, and sends it back', async () => {
    const answer = await fetch(`${server.url}/health/live`, {
      headers: { 'x-request-id': 'edge-search-1' },
    });
    expect(answer.headers.get('x-request-id')).toBe('edge-search-1');
  });
});
