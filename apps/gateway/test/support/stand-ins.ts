import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGateway, type GatewayOptions } from '../../src/app';

/** A real HTTP server that answers with who it is and what it received. */
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
          requestId: request.headers['x-request-id'],
          forwarded: {
            host: request.headers['x-forwarded-host'],
            proto: request.headers['x-forwarded-proto'],
            for: request.headers['x-forwarded-for'],
          },
          body,
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A gateway listening on a loopback port of its own. */
export async function startGateway(
  options: GatewayOptions,
): Promise<{ base: string; port: number; close: () => Promise<void> }> {
  const gateway = buildGateway({ logLevel: 'silent', ...options });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.address();
  return { base: `http://127.0.0.1:${port}`, port, close: () => gateway.close() };
}

/** The gateway in front of three echo servers named api, storefront and checkout. */
export async function startStandInShop(
  options: Partial<GatewayOptions> = {},
): Promise<{ base: string; close: () => Promise<void> }> {
  const servers = await Promise.all(['api', 'storefront', 'checkout'].map(echoServer));
  const [api, storefront, checkout] = servers as [Server, Server, Server];
  const gateway = await startGateway({
    upstreams: { api: urlOf(api), storefront: urlOf(storefront), checkout: urlOf(checkout) },
    ...options,
  });
  return {
    base: gateway.base,
    close: async () => {
      await gateway.close();
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    },
  };
}

/** GET with a Host header of our choosing (fetch will not send one), as a browser on that host. */
export function getWithHost(base: string, path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}
