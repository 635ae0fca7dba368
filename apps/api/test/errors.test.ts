import { describe, expect, it } from 'vitest';
import { seededApi } from './support/suite';

const { server } = seededApi();

describe('errors', () => {
  it('answers health', async () => {
    const response = await fetch(server().url('/health'));
    expect(await response.json()).toEqual({ ok: true });
  });

  it('rejects an unknown X-Store with a 400 naming the header', async () => {
    const response = await fetch(server().url('/init'), { headers: { 'X-Store': 'uk' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body).toMatchObject({ status: 400, field: 'X-Store' });
    expect(body.message).toContain('X-Store');
  });

  it('rejects a bad X-Device with a 400', async () => {
    const response = await fetch(server().url('/init'), { headers: { 'X-Device': 'tablet' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, field: 'X-Device' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    for (const path of ['/nope', '/init/extra']) {
      const response = await fetch(server().url(path));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({
        status: 404,
        message: expect.stringContaining('not found'),
      });
    }
    const outside = await fetch(server().url('/').replace('/api/v5/', '/elsewhere'));
    expect(outside.status).toBe(404);
  });

  it('tells browsers never to sniff a type: answers, errors, 404s and internal endpoints', async () => {
    const outside = server().url('/').replace('/api/v5/', '');
    const answers = await Promise.all([
      fetch(server().url('/health')),
      fetch(server().url('/init'), { headers: { 'X-Store': 'uk' } }),
      fetch(server().url('/nope')),
      fetch(server().url('/init'), { method: 'POST', body: '{not json' }),
      fetch(`${outside}/metrics`),
      fetch(`${outside}/elsewhere`),
    ]);
    expect(answers.map((answer) => answer.headers.get('x-content-type-options'))).toEqual(
      Array(answers.length).fill('nosniff'),
    );
  });

  it('never answers a 500 to a malformed body', async () => {
    const response = await fetch(server().url('/init'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toHaveProperty('status');
  });
});
