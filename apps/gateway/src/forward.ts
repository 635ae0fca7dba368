import {
  Agent,
  ClientRequest,
  ServerResponse,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import type { JsonLogger } from '@shop/observability';
import { responseHeaders } from './headers';
import { sendPage } from './pages';

/** A client's answer, with what the gateway knows of its request (one class: no closures). */
export class GatewayResponse extends ServerResponse<IncomingMessage> {
  requestId = '';
  /** The metrics and log label: the app's name, or `blocked`. */
  route = 'unmatched';
  started = 0;
  upstream: UpstreamRequest | undefined = undefined;
}

/** One app: its keep-alive pool and how long it may stay silent. */
export interface AppPool {
  name: string;
  agent: Agent;
  host: string;
  port: number;
  timeoutMs: number;
  log: JsonLogger;
}

export function appPool(
  name: string,
  url: string,
  connections: number,
  timeoutMs: number,
  log: JsonLogger,
): AppPool {
  const { protocol, hostname, port } = new URL(url);
  // The apps are on loopback or the private network, as nginx reaches them in production.
  if (protocol !== 'http:') throw new Error(`${name}: ${url} is not an http:// address`);
  return {
    name,
    // Node's agent drops a kept-alive socket a second before the app's Keep-Alive hint.
    agent: new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections }),
    host: hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(port) || 80,
    timeoutMs,
    log,
  };
}

/** Requests an app cannot have acted on twice: retried once on a socket it had just closed. */
const RETRIED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

class UpstreamRequest extends ClientRequest {
  constructor(
    options: RequestOptions,
    readonly downstream: GatewayResponse,
    readonly pool: AppPool,
    readonly headers: string[],
    readonly body: Buffer | undefined,
    readonly retry: boolean,
  ) {
    super(options);
  }
}

/** The request to its app; the answer is streamed back as it comes. */
export function forward(
  response: GatewayResponse,
  pool: AppPool,
  method: string,
  url: string,
  headers: string[],
  body: Buffer | undefined,
  retry = RETRIED_METHODS.has(method),
): void {
  const options: RequestOptions = {
    agent: pool.agent,
    host: pool.host,
    port: pool.port,
    method,
    path: url,
    headers,
    timeout: pool.timeoutMs,
  };
  const upstream = new UpstreamRequest(options, response, pool, headers, body, retry);
  response.upstream = upstream;
  upstream.on('response', onAnswer);
  upstream.on('error', onFailure);
  upstream.on('timeout', onSilence);
  upstream.end(body);
}

function onAnswer(this: UpstreamRequest, answer: IncomingMessage) {
  const client = this.downstream;
  // The app went away in the middle of a body: the client must not take it for a whole one.
  answer.on('error', () => client.destroy());
  if (client.destroyed) {
    this.destroy();
    return;
  }
  client.writeHead(
    answer.statusCode ?? 502,
    answer.statusMessage,
    responseHeaders(answer.rawHeaders, client.requestId),
  );
  answer.pipe(client);
}

function onSilence(this: UpstreamRequest) {
  this.destroy(new Error(`no answer within ${this.pool.timeoutMs} ms`));
}

function onFailure(this: UpstreamRequest, error: NodeJS.ErrnoException) {
  const client = this.downstream;
  if (client.upstream !== this || client.destroyed) return;
  if (client.headersSent) {
    client.destroy();
    return;
  }
  // The app closed a kept-alive socket as this request was sent on it: it never saw it.
  if (this.retry && this.reusedSocket && error.code === 'ECONNRESET') {
    forward(client, this.pool, this.method, this.path, this.headers, this.body, false);
    return;
  }
  this.pool.log.warn(
    { requestId: client.requestId, upstream: this.pool.name, reason: error.message },
    'upstream unavailable',
  );
  sendPage(client, 'unavailable');
}
