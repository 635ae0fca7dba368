// The search-only key's rate limit: a bucket of queries per client address, in process (the
// service is one process holding the indexes; it has no Redis). Each call takes one query
// before its body is read, and a multi-query the rest of its queries once parsed, so a refused
// flood costs neither parsing nor searching. Addresses of the storefront's servers are exempt:
// they render every shopper's listings from one address.
import { BlockList, isIP } from 'node:net';
import { clientKey } from '@shop/domain/client-address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import {
  MAX_CLIENT_BUCKETS,
  SEARCH_KEY_QUERIES_PER_SECOND,
  SEARCH_KEY_QUERY_BURST,
  rateLimited,
} from '../limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose bucket the call is counted in; null for the admin key and exempt addresses. */
    budgetClient: string | null;
  }
}

/** `loopback`, an address or a CIDR range (`10.0.0.0/8`, `fd00::/8`); null when malformed. */
function addEntry(list: BlockList, entry: string): boolean {
  if (entry === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return true;
  }
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** The exempt addresses; throws on an entry that is none of the accepted forms. */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (!addEntry(list, entry)) throw new Error(`not an address or CIDR range: ${entry}`);
  }
  return list;
}

/** Token buckets per client, least recently used dropped past MAX_CLIENT_BUCKETS. */
export class QueryBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = SEARCH_KEY_QUERY_BURST,
    private readonly perSecond = SEARCH_KEY_QUERIES_PER_SECOND,
    private readonly maxClients = MAX_CLIENT_BUCKETS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes `queries` from the client's bucket: 0 when taken, else the seconds to wait. */
  take(client: string, queries: number): number {
    const now = this.now();
    const bucket = this.buckets.get(client);
    const refilled = bucket ? ((now - bucket.at) / 1000) * this.perSecond : this.burst;
    const tokens = Math.min(this.burst, (bucket?.tokens ?? 0) + refilled);
    const enough = tokens >= queries;
    // Deleted and set again, so the map's order is least recently used first.
    this.buckets.delete(client);
    this.buckets.set(client, { tokens: enough ? tokens - queries : tokens, at: now });
    if (this.buckets.size > this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    return enough ? 0 : Math.max(1, Math.ceil((queries - tokens) / this.perSecond));
  }
}

/** Addresses already looked up (a flood repeats one); cleared past this many. */
const MAX_KNOWN_ADDRESSES = 10_000;

export class ClientBudget {
  private readonly known = new Map<string, string | null>();

  constructor(
    private readonly unlimited: BlockList,
    private readonly buckets = new QueryBuckets(),
  ) {}

  /** The bucket a search-only call from `ip` is counted in, or null when it is exempt. */
  clientOf(ip: string): string | null {
    let client = this.known.get(ip);
    if (client !== undefined) return client;
    const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
    const family = isIP(address);
    const exempt = family !== 0 && this.unlimited.check(address, family === 4 ? 'ipv4' : 'ipv6');
    client = exempt ? null : clientKey(address);
    if (this.known.size >= MAX_KNOWN_ADDRESSES) this.known.clear();
    this.known.set(ip, client);
    return client;
  }

  /** Takes `queries` more from the request's client: 0 when taken, else the seconds to wait. */
  take(request: FastifyRequest, queries: number): number {
    if (request.budgetClient === null || queries <= 0) return 0;
    return this.buckets.take(request.budgetClient, queries);
  }

  /** As take, a 429 with Retry-After when the budget is spent. */
  charge(request: FastifyRequest, queries: number): void {
    const waitS = this.take(request, queries);
    if (waitS > 0) throw new HttpError(429, rateLimited(waitS), { 'retry-after': String(waitS) });
  }
}

/** After the key check: every search-only call takes one query before its body is read. */
export function installClientBudget(app: FastifyInstance, budget: ClientBudget): void {
  app.decorateRequest('budgetClient', null);
  app.addHook('onRequest', async (request, reply) => {
    const acl = request.routeOptions.config.acl ?? 'admin';
    if (acl === 'public' || request.is404 || !request.searchOnly) return;
    request.budgetClient = budget.clientOf(request.ip);
    const waitS = budget.take(request, 1);
    if (waitS === 0) return;
    // Answered here rather than thrown: a flood's refusals then cost no error and its stack.
    const status = 429;
    return reply
      .code(status)
      .header('retry-after', String(waitS))
      .send({ message: rateLimited(waitS), status });
  });
}
