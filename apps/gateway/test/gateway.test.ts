import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app';

/** Real HTTP servers that answer with who they are and what they received. */
function echoServer(name: string): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          name,
          url: request.url,
          method: request.method,
          host: request.headers.host,
          body,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let servers: Server[];
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;

beforeAll(async () => {
  servers = await Promise.all(['api', 'storefront', 'checkout'].map(echoServer));
  const [api, storefront, checkout] = servers as [Server, Server, Server];
  gateway = await buildGateway({
    upstreams: { api: urlOf(api), storefront: urlOf(storefront), checkout: urlOf(checkout) },
    logLevel: 'silent',
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('gateway', () => {
  it.each([
    ['/api/v5/init?no_cache=1', 'api'],
    ['/checkout/basket', 'checkout'],
    ['/es/login?mode=connection', 'checkout'],
    ['/account/history/3', 'checkout'],
    ['/', 'storefront'],
    ['/p/hoodie-12', 'storefront'],
  ])('routes %s to the %s app, path and query intact', async (path, app) => {
    const answer = await fetch(`${base}${path}`).then((response) => response.json());
    expect(answer).toMatchObject({ name: app, url: path });
  });

  it('keeps the host the shopper used, so the apps can pick the store', async () => {
    // fetch will not set Host, so ask with node:http as a browser on es.localhost would.
    const answer = await new Promise<{ host: string }>((resolve, reject) => {
      const port = new URL(base).port;
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/', headers: { host: 'es.localhost:3000' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(JSON.parse(body)));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.host).toBe('es.localhost:3000');
  });

  it('streams request bodies through untouched', async () => {
    const body = JSON.stringify({ email: 'ada@example.com' });
    const answer = await fetch(`${base}/api/v5/newsletters/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((response) => response.json());
    expect(answer).toMatchObject({ name: 'api', method: 'POST', body });
  });

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
});
