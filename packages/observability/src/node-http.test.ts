import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpCheck, readiness } from './health';
import { jsonLogger, redactEmails } from './log';
import { createServiceMetrics } from './metrics';
import { observeNodeHandler } from './node-http';
import { isTrustedPeer, requestIdOf } from './request-id';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A port nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function serve(ready: Parameters<typeof observeNodeHandler>[1]['ready'] = {}) {
  const lines: string[] = [];
  const metrics = createServiceMetrics();
  const handler = observeNodeHandler(
    (request, response) => response.end(`id=${request.headers['x-request-id']}`),
    {
      metrics,
      ready,
      log: jsonLogger('test', 'info', (line) => lines.push(line)),
      routeOf: () => '/things/:id',
    },
  );
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe('request ids', () => {
  it('keeps a trusted, well-formed id and replaces anything else', () => {
    expect(requestIdOf('abc-123')).toBe('abc-123');
    expect(requestIdOf('abc-123', false)).not.toBe('abc-123');
    expect(requestIdOf('a b\n{"level":"fatal"}')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('trusts only the listed proxies, IPv4 peers on dual-stack sockets included', () => {
    expect(isTrustedPeer(['127.0.0.1'], '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedPeer(['10.0.0.2'], '10.0.0.3')).toBe(false);
    expect(isTrustedPeer([], '127.0.0.1')).toBe(false);
  });
});

describe('a Node server observed', () => {
  it('passes the request id to the app and back, and logs one JSON line by route', async () => {
    const { base, lines } = await serve();
    const answer = await fetch(`${base}/things/42?email=ada@example.com`, {
      headers: { 'x-request-id': 'edge-1' },
    });
    expect(answer.headers.get('x-request-id')).toBe('edge-1');
    expect(await answer.text()).toBe('id=edge-1');
    await new Promise((done) => setTimeout(done, 20));
    const line = JSON.parse(lines.at(-1)!);
    expect(line).toMatchObject({
      level: 'info',
      service: 'test',
      requestId: 'edge-1',
      method: 'GET',
      route: '/things/:id',
      status: 200,
    });
    expect(lines.join('')).not.toContain('ada@example.com');
  });

  it('counts requests by route pattern in /metrics, with the process metrics', async () => {
    const { base } = await serve();
    await fetch(`${base}/things/1`).then((answer) => answer.text());
    const text = await fetch(`${base}/metrics`).then((answer) => answer.text());
    expect(text).toContain(
      'http_requests_total{method="GET",route="/things/:id",status_code="200"} 1',
    );
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain('/things/1"');
  });

  it('answers liveness, and readiness 503 with the reason when a dependency is down', async () => {
    const { base } = await serve({ api: httpCheck(`http://127.0.0.1:${await closedPort()}/`) });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'not ready',
      checks: { api: expect.stringContaining('ECONNREFUSED') },
    });
  });
});

describe('readiness', () => {
  it('is ready when every check passes, and names a slow one', async () => {
    expect(await readiness({ db: async () => 1 })).toEqual({
      status: 200,
      body: { status: 'ready', checks: { db: 'ok' } },
    });
    const slow = await readiness({ db: () => new Promise(() => undefined) }, 50);
    expect(slow.body.checks.db).toBe('no answer within 50 ms');
  });

  it('never repeats a URL (it may carry a password)', async () => {
    const failing = await readiness({
      db: async () => {
        throw new Error('cannot reach postgres://shop:secret@db/shop');
      },
    });
    expect(failing.body.checks.db).toBe('cannot reach [url]');
  });
});

it('redacts e-mails from any text', () => {
  expect(redactEmails('for ada.l+shop@example.co.uk now')).toBe('for [email] now');
});
