import type { IncomingMessage, Server } from 'node:http';
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import {
  createServiceMetrics,
  isTrustedPeer,
  jsonLogger,
  requestIdOf,
  type LogLevel,
  type ServiceMetrics,
} from '@shop/observability';
import { isPageTargetTooLong } from '@shop/domain/request-target';
import { readRequestHeaders } from './headers';
import { appPool, forward, GatewayResponse, type AppPool } from './forward';
import { batchedWriter } from './log-writer';
import { sendPage } from './pages';
import { pathOf, ROUTE_TABLE, upstreamForPath, type Upstream } from './routes';
import { createLimitedServer, type ServerLimits } from './server-limits';

export interface GatewayOptions {
  upstreams: Record<Upstream, string>;
  logLevel?: LogLevel;
  /** Where the JSON lines go (default: stdout, a write per turn of the event loop). */
  writeLog?: (line: string) => void;
  limits?: Partial<GatewayLimits>;
  /** Addresses of proxies in front whose X-Request-Id is kept; from anyone else it is replaced. */
  trustedProxies?: readonly string[];
  /** Where requests are counted; served on GATEWAY_METRICS_PORT, never on the shop's port. */
  metrics?: ServiceMetrics;
}

export interface GatewayLimits extends ServerLimits {
  /** Largest request body; the API refuses more than 1 MB anyway. */
  bodyLimit: number;
  /** Connections to each app. */
  upstreamConnections: number;
  /** An app that sends no headers or body for this long is given up (502). */
  upstreamTimeoutMs: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 64,
  bodyLimit: 1_048_576,
  upstreamConnections: 256,
  upstreamTimeoutMs: 30_000,
};

export interface Gateway {
  /** Listens on every address of `host` (localhost: 127.0.0.1 and ::1), as Fastify did. */
  listen(options: { port: number; host?: string }): Promise<void>;
  /** The first listening address. */
  address(): AddressInfo;
  close(): Promise<void>;
}

const BLOCKED_PATHS: ReadonlySet<string> = new Set(ROUTE_TABLE.blockedPaths);

/** An origin-form target that decodes: a stray `%` is the client's mistake, not a 5xx. */
function isValidTarget(url: string): boolean {
  if (url.charCodeAt(0) !== 47 /* / */) return false;
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * One origin in front of the apps, as production does at the edge: plain node:http in front,
 * a keep-alive pool of Node's agent to each app, bodies read whole, answers streamed back.
 */
export function buildGateway(options: GatewayOptions): Gateway {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const trusted = options.trustedProxies ?? [];
  const metrics = options.metrics ?? createServiceMetrics();
  const writer = options.writeLog ? undefined : batchedWriter();
  const log = jsonLogger('gateway', options.logLevel ?? 'info', options.writeLog ?? writer!.write);
  const pools = Object.fromEntries(
    Object.entries(options.upstreams).map(([name, url]) => [
      name,
      appPool(name, url, limits.upstreamConnections, limits.upstreamTimeoutMs, log),
    ]),
  ) as Record<Upstream, AppPool>;

  // One line and one metrics sample per request, by the app it went to (499: the client left).
  function settle(this: GatewayResponse) {
    const seconds = (performance.now() - this.started) / 1000;
    const status = this.writableFinished ? this.statusCode : 499;
    if (status === 499) this.upstream?.destroy();
    const method = this.req.method ?? 'GET';
    metrics.observeRequest(method, this.route, status, seconds);
    log.info(
      {
        requestId: this.requestId,
        method,
        route: this.route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
      },
      'request',
    );
  }

  function handle(request: IncomingMessage, response: GatewayResponse) {
    response.started = performance.now();
    response.on('close', settle);
    const read = readRequestHeaders(request.rawHeaders);
    // The request id of a trusted proxy in front (nginx's $request_id), else a new one.
    const id = requestIdOf(
      read.requestId,
      read.requestId !== undefined && isTrustedPeer(trusted, request.socket.remoteAddress),
    );
    response.requestId = id;
    const url = request.url ?? '/';
    const path = pathOf(url);
    // The API tells the storefront about changes server to server; nobody outside may. Nor
    // may anyone outside read the apps' metrics or health.
    if (BLOCKED_PATHS.has(path)) {
      response.route = 'blocked';
      return sendPage(response, 'notFound');
    }
    const upstream = upstreamForPath(path);
    response.route = upstream;
    if (!isValidTarget(url)) return sendPage(response, 'badRequest');
    // A page's address longer than its parse call takes (@shop/domain/request-target): 414
    // here, not the storefront's 500 (issue 30, item 5). The API and checkout set their own.
    if (upstream === 'storefront' && isPageTargetTooLong(url))
      return sendPage(response, 'uriTooLong');
    const host = read.host ?? 'localhost';
    const headers = read.forward;
    // The apps choose the store from the host the shopper typed, and log the same request id.
    headers.push('host', host, 'x-forwarded-host', host, 'x-forwarded-proto', 'http');
    headers.push('x-forwarded-for', request.socket.remoteAddress ?? '', 'x-request-id', id);
    const method = request.method ?? 'GET';
    if (read.contentLength < 0 && !read.chunked) {
      return forward(response, pools[upstream], method, url, headers, undefined);
    }
    if (read.contentLength > limits.bodyLimit) {
      return sendPage(response, 'tooLarge', true);
    }
    if (!read.hasContentType) headers.push('content-type', 'application/octet-stream');
    readBody(request, response, limits.bodyLimit, (body) => {
      headers.push('content-length', String(body.length));
      forward(response, pools[upstream], method, url, headers, body);
    });
  }

  const servers: Server<typeof IncomingMessage, typeof GatewayResponse>[] = [];
  return {
    async listen({ port, host = 'localhost' }) {
      const addresses =
        host === 'localhost' ? await lookup(host, { all: true }) : [{ address: host }];
      for (const { address } of addresses) {
        const server = createLimitedServer(limits, handle, GatewayResponse);
        const chosen = servers[0] ? (servers[0].address() as AddressInfo).port : port;
        try {
          await new Promise<void>((resolve, reject) => {
            server.once('error', reject).listen(chosen, address, resolve);
          });
          servers.push(server);
        } catch (error) {
          // As Fastify: an address the machine lacks (::1 without IPv6) is left out.
          if (servers.length === 0) throw error;
        }
      }
    },
    address: () => servers[0]!.address() as AddressInfo,
    async close() {
      await Promise.all(
        servers.map((server) => {
          const closed = new Promise((resolve) => server.close(resolve));
          server.closeIdleConnections();
          return closed;
        }),
      );
      for (const pool of Object.values(pools)) pool.agent.destroy();
      writer?.flush();
    },
  };
}

/**
 * Bodies are read whole before an app is called, so a client that sends slowly holds a gateway
 * socket (until its 408) but never one of the connections to the apps.
 */
function readBody(
  request: IncomingMessage,
  response: GatewayResponse,
  limit: number,
  done: (body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else if (!response.headersSent) sendPage(response, 'tooLarge', true);
  });
  request.on('end', () => {
    if (!response.headersSent) done(Buffer.concat(chunks, size));
  });
}
