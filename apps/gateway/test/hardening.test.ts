import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_TARGET_LENGTH } from '@shop/domain/request-target';
import { buildGateway } from '../src/app';
import { slowBody, slowClient, slowHeaders } from '@shop/reliability/slow-client';

/** An app that reads bodies as Fastify does: 413 on a Content-Length over 1 MB, then closes. */
function strictApp(): Promise<Server> {
  const server = createServer((request, response) => {
    if (Number(request.headers['content-length'] ?? 0) > 1_048_576) {
      response.writeHead(413, { connection: 'close' }).end('{"statusCode":413}');
      return;
    }
    response.setHeader('x-middleware-rewrite', '/fr/_listing/internal');
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () =>
      response.end(JSON.stringify({ length, type: request.headers['content-type'] })),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const TIMEOUT_MS = 1_000;
let upstream: Server;
let gateway: ReturnType<typeof buildGateway>;
let port: number;
let base: string;

beforeAll(async () => {
  upstream = await strictApp();
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = buildGateway({
    upstreams: { api: url, storefront: url, checkout: url },
    logLevel: 'silent',
    limits: {
      requestTimeoutMs: TIMEOUT_MS,
      headersTimeoutMs: TIMEOUT_MS,
      maxConnectionsPerClient: 40,
      upstreamConnections: 4,
    },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  port = gateway.address().port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const post = (size: number) =>
  fetch(`${base}/api/v5/basket/detail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ a: 'x'.repeat(size) }),
  });

describe('gateway hardening', () => {
  it('answers 400, not 500, to a malformed percent-encoding', async () => {
    expect((await fetch(`${base}/?x=%`)).status).toBe(400);
    expect((await fetch(`${base}/p/%E0%A4%A`)).status).toBe(400);
  });

  // Issue 30, item 5: the storefront answered 500 to a query string over ~4 KB.
  it('answers 414 to a page address longer than a page takes, and passes the API its own', async () => {
    const long = `q=${'a'.repeat(MAX_PAGE_TARGET_LENGTH)}`;
    const page = await fetch(`${base}/soldes?${long}`);
    expect(page.status).toBe(414);
    // In the shop's language: the store's, or the path's (issue 30: no English-only page).
    expect(await page.text()).toContain('<h1>Adresse trop longue</h1>');
    const german = await fetch(`${base}/de/sale?${long}`);
    expect(await german.text()).toContain(
      '<html lang="de"><meta charset="utf-8"><title>Adresse zu lang',
    );
    expect((await fetch(`${base}/soldes?q=${'a'.repeat(3000)}`)).status).toBe(200);
    expect((await fetch(`${base}/api/v5/products?${long}`)).status).toBe(200);
  });

  it("passes the app's 413 for a body over 1 MB, and smaller bodies intact", async () => {
    expect((await post(1_100_000)).status).toBe(413);
    const answer = await post(500_000).then((response) => response.json());
    expect(answer).toEqual({ length: 500_008, type: 'application/json; charset=utf-8' });
  });

  it("keeps Next's internal rewrite targets from clients", async () => {
    expect((await fetch(`${base}/`)).headers.has('x-middleware-rewrite')).toBe(false);
  });

  it('answers 408 to slow bodies and slow headers within the timeout, and others meanwhile', async () => {
    // More slow clients than connections to the app: they must not take them.
    const slow = [
      ...Array.from({ length: 12 }, () => slowClient(port, slowBody('/api/v5/basket/detail'))),
      ...Array.from({ length: 12 }, () => slowClient(port, slowHeaders('/'))),
    ];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const others = await Promise.all(Array.from({ length: 8 }, () => post(10)));
    expect(others.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    for (const answer of await Promise.all(slow)) {
      expect(answer.status).toBe(408);
      expect(answer.elapsedMs).toBeLessThan(TIMEOUT_MS + 600);
    }
  });

  it('refuses more connections from one client than its share', async () => {
    const held = Array.from({ length: 40 }, () => slowClient(port, slowHeaders('/')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const extra = await slowClient(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', 2_000);
    expect(extra.status).toBe(429);
    await Promise.all(held);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
