/** Headers of one hop (RFC 9110, 7.6.1): never passed on, in either direction. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];

/** What the gateway sets itself for the app (or, for a body, recomputes). */
const SET_FOR_THE_APP: ReadonlySet<string> = new Set([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  'expect',
  'x-request-id',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
]);

const NOT_FOR_CLIENTS: ReadonlySet<string> = new Set([...HOP_BY_HOP, 'x-request-id']);

/** Next.js leaves its internal rewrite targets on answers; they map the app's routes. */
const NEXT_INTERNAL_PREFIX = 'x-middleware-';

export interface RequestHeaders {
  /** The client's headers for the app (flat name, value list), without the gateway's own. */
  forward: string[];
  host: string | undefined;
  requestId: string | undefined;
  /** -1 without a Content-Length. */
  contentLength: number;
  chunked: boolean;
  hasContentType: boolean;
}

/**
 * One pass over the raw headers (never Node's `headers` object, built on first use): what the
 * gateway needs to know and what it passes on.
 */
export function readRequestHeaders(raw: readonly string[]): RequestHeaders {
  const forward: string[] = [];
  const read: RequestHeaders = {
    forward,
    host: undefined,
    requestId: undefined,
    contentLength: -1,
    chunked: false,
    hasContentType: false,
  };
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    const value = raw[index + 1]!;
    const lower = name.toLowerCase();
    if (lower === 'host') read.host ??= value;
    else if (lower === 'x-request-id') read.requestId ??= value;
    else if (lower === 'content-length') read.contentLength = Number(value);
    else if (lower === 'transfer-encoding') read.chunked = true;
    else if (lower === 'content-type') read.hasContentType = true;
    if (!SET_FOR_THE_APP.has(lower)) forward.push(name, value);
  }
  return read;
}

/** An app's answer headers for the client: the request id first, no hop or Next internals. */
export function responseHeaders(raw: readonly string[], requestId: string): string[] {
  const headers = ['x-request-id', requestId];
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!;
    const lower = name.toLowerCase();
    if (NOT_FOR_CLIENTS.has(lower) || lower.startsWith(NEXT_INTERNAL_PREFIX)) continue;
    headers.push(name, raw[index + 1]!);
  }
  return headers;
}
