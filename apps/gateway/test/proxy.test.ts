// What the gateway does to each exchange beyond routing: headers both ways, the keep-alive pool
// to the apps, answers streamed as they come, the log line and the metrics sample.
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceMetrics } from '@shop/observability';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayOptions } from '../src/app';
import { startGateway } from './support/stand-ins';

type Handler = (response: ServerResponse, body: string, headers: Record<string, unknown>) => void;

/** One app behind the gateway (all three names), counting the sockets it is given. */
async function oneApp(handler: Handler) {
  const app = { connections: 0, requests: 0, server: undefined as Server | undefined };
  const server = createServer((request, response) => {
    app.requests += 1;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(response, body, request.headers));
  });
  server.on('connection', () => (app.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app.server = server;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { app, upstreams: { api: url, storefront: url, checkout: url } };
}

const echoHeaders: Handler = (response, _body, headers) => {
  response.setHeader('keep-alive', 'timeout=60');
  response.setHeader('x-request-id', 'the-app-s-own');
  response.end(JSON.stringify(headers));
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function gatewayFor(handler: Handler, options: Partial<GatewayOptions> = {}) {
  const { app, upstreams } = await oneApp(handler);
  const gateway = await startGateway({ upstreams, ...options });
  cleanups.push(async () => {
    await gateway.close();
    app.server!.closeAllConnections();
    await new Promise((resolve) => app.server!.close(resolve));
  });
  return { app, ...gateway };
}

describe('the gateway between a client and an app', () => {
  it('tells the app who asked and how, and keeps hop-by-hop headers to their hop', async () => {
    const { base } = await gatewayFor(echoHeaders);
    const answer = await fetch(`${base}/contact`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
    });
    const received = (await answer.json()) as Record<string, string>;
    expect(received).toMatchObject({
      host: new URL(base).host,
      'x-forwarded-host': new URL(base).host,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(received['x-request-id']).toBe(answer.headers.get('x-request-id'));
    expect(answer.headers.get('keep-alive')).not.toBe('timeout=60');
  });

  it('sends many requests over one kept-alive connection to the app', async () => {
    const { app, base } = await gatewayFor(echoHeaders);
    for (let index = 0; index < 20; index++) expect((await fetch(`${base}/`)).status).toBe(200);
    expect(app.requests).toBe(20);
    expect(app.connections).toBe(1);
  });

  it('streams an answer to the client while the app is still writing it', async () => {
    let finish: () => void = () => {};
    const { base } = await gatewayFor((response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part;');
      finish = () => response.end('last part');
    });
    const answer = await fetch(`${base}/`);
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first part;');
    finish();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('last part');
  });

  it('stops asking the app when the client leaves in the middle of an answer', async () => {
    let appSawTheEnd: Promise<void> = Promise.resolve();
    const { base } = await gatewayFor((response) => {
      appSawTheEnd = new Promise((resolve) => response.once('close', resolve));
      response.writeHead(200).write('never finished');
    });
    const { port } = new URL(base);
    await new Promise<void>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/' }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => {});
      request.end();
    });
    await appSawTheEnd;
  });

  it('refuses a body over its limit without calling the app', async () => {
    const { app, base } = await gatewayFor(echoHeaders, { limits: { bodyLimit: 1_000 } });
    const answer = await fetch(`${base}/api/v5/basket/detail`, {
      method: 'POST',
      body: 'x'.repeat(2_000),
    });
    expect(answer.status).toBe(413);
    expect(app.requests).toBe(0);
  });

  it('gives an app that stays silent up with a 502', async () => {
    const { base } = await gatewayFor(() => {}, { limits: { upstreamTimeoutMs: 200 } });
    const answer = await fetch(`${base}/it/`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('Temporaneamente non disponibile');
  });
});

describe('what the gateway records of each request', () => {
  it('logs one JSON line per request and counts it by app', async () => {
    const lines: string[] = [];
    const metrics = createServiceMetrics();
    const { base } = await gatewayFor(echoHeaders, {
      logLevel: 'info',
      writeLog: (line) => lines.push(line),
      metrics,
    });
    const answer = await fetch(`${base}/account?tab=orders`);
    await fetch(`${base}/metrics`);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'gateway',
        requestId: answer.headers.get('x-request-id'),
        method: 'GET',
        route: 'checkout',
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request',
      }),
      expect.objectContaining({ route: 'blocked', status: 404 }),
    ]);
    const { body } = await metrics.render();
    expect(body).toContain(
      'http_requests_total{method="GET",route="checkout",status_code="200"} 1',
    );
    expect(body).toContain('http_requests_total{method="GET",route="blocked",status_code="404"} 1');
  });

  it('writes no request lines above the info level, only its warnings', async () => {
    const lines: string[] = [];
    const nobody = 'http://127.0.0.1:9';
    const { base, close } = await startGateway({
      upstreams: { api: nobody, storefront: nobody, checkout: nobody },
      logLevel: 'warn',
      writeLog: (line) => lines.push(line),
    });
    cleanups.push(close);
    await fetch(`${base}/`);
    await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 'warn',
        upstream: 'storefront',
        msg: 'upstream unavailable',
      }),
    ]);
  });
});
