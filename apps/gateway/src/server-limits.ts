import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this; else 408 (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** Headers must arrive within this; else 408. */
  headersTimeoutMs: number;
  /** An idle kept-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /** Sockets one client address may hold at once; more are refused with 429. */
  maxConnectionsPerClient: number;
}

const TOO_MANY =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 17\r\n\r\nToo many requests';

/**
 * The HTTP server under the gateway. Node checks request and header deadlines only every
 * `connectionsCheckingInterval` (30 s by default), so it is tightened to let a slow client get
 * its 408 close to the deadline. Connections are counted per remote address: slow or idle
 * sockets of one client cannot take every upstream connection from the other shoppers.
 */
export function createLimitedServer<Response extends typeof ServerResponse<IncomingMessage>>(
  limits: ServerLimits,
  handler: RequestListener<typeof IncomingMessage, Response>,
  response: Response,
): Server<typeof IncomingMessage, Response> {
  const server = createServer(
    {
      // The gateway's own answer class: per-request state without per-request closures.
      ServerResponse: response,
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    handler,
  );
  const perClient = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? 'unknown';
    const count = (perClient.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.end(TOO_MANY);
      return;
    }
    perClient.set(client, count);
    socket.once('close', () => {
      const left = (perClient.get(client) ?? 1) - 1;
      if (left <= 0) perClient.delete(client);
      else perClient.set(client, left);
    });
  });
  return server;
}
