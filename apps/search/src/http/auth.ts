// Algolia-style credentials: application ID and API key in headers (Node client) or in the
// query string (browser client). The search key has the rights of Algolia's search-only key:
// search and read records. Everything else needs the admin key.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export type Acl = 'search' | 'admin' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes that do not say need the admin key. */
    acl?: Acl;
  }
  interface FastifyRequest {
    /** Set once the key is checked: calls with the public search-only key get tighter limits. */
    searchOnly: boolean;
  }
}

export interface Credentials {
  appId: string;
  searchKey: string;
  adminKey: string;
}

// Hashing first makes the comparison constant-time whatever the lengths.
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key.toLowerCase() === name && typeof value === 'string') return value;
  }
  return undefined;
}

export function installAuth(app: FastifyInstance, credentials: Credentials): void {
  const appId = digest(credentials.appId);
  const adminKey = digest(credentials.adminKey);
  const searchKey = digest(credentials.searchKey);
  app.decorateRequest('searchOnly', true);
  app.addHook('onRequest', async (request) => {
    const acl = request.routeOptions.config.acl ?? 'admin';
    if (acl === 'public' || request.is404) return;
    const key = digest(credential(request, 'x-algolia-api-key') ?? '');
    const isAdmin = timingSafeEqual(key, adminKey);
    const givenAppId = digest(credential(request, 'x-algolia-application-id') ?? '');
    if (!timingSafeEqual(givenAppId, appId) || (!isAdmin && !timingSafeEqual(key, searchKey))) {
      throw new HttpError(403, 'Invalid Application-ID or API key');
    }
    request.searchOnly = !isAdmin;
    if (acl === 'admin' && !isAdmin)
      throw new HttpError(403, 'Method not allowed with this API key');
  });
}
