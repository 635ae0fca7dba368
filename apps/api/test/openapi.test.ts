import { buildOpenApiDocument, ENDPOINT_LIST, openApiPath } from '@shop/api-client/openapi';
import { randomUUID } from 'node:crypto';
import { INTERNAL_PATHS } from '@shop/observability';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ADMIN, fromNewIp, shopperApi } from './support/shopper';
import { testEnv } from './support/server';

const { api, database, signUp, bearer } = shopperApi();

/**
 * Every method and path the app registers, read back from Fastify's route tree: each line is
 * a node, indented four characters a level, whose segment follows its parent's.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3}|[├└]── )*)(\S.*?)(?: \(([^)]*)\))?$/.exec(
      line.replace(/\s+$/, ''),
    );
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', '))
      if (method && method !== '-' && method !== 'HEAD' && method !== 'OPTIONS')
        routes.push(`${method.toLowerCase()} ${stack.join('')}`);
  }
  return routes;
}

const documented = new Set(ENDPOINT_LIST.map((op) => `${op.method} ${openApiPath(op.path)}`));
const asOpenApi = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let routes: string[];
beforeAll(async () => {
  const app = await buildApp({ db: database().db, env: testEnv({ NODE_ENV: 'development' }) });
  await app.ready();
  // The front API only: the operators' /metrics and /health/* (on the API's own port, never
  // through the edge) are not part of its document.
  routes = registeredRoutes(app.printRoutes({ commonPrefix: false })).filter(
    (route) => !INTERNAL_PATHS.some((path) => route.endsWith(` ${path}`)),
  );
  await app.close();
});

describe('GET /openapi.json', () => {
  it('serves the OpenAPI 3.1 document built from the shared schemas', async () => {
    const answer = await api.get<ReturnType<typeof buildOpenApiDocument>>('/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('documents every route the app registers, and no route it lacks', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map(asOpenApi).filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !routes.map(asOpenApi).includes(route))).toEqual([]);
  });

  it('has every $ref pointing at a schema of the document', () => {
    const document = buildOpenApiDocument();
    const refs = [
      ...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ];
    for (const [, name] of refs) expect(document.components.schemas, name).toHaveProperty([name!]);
  });
});

/** A documented request body: its required properties, as the document states them. */
function documentedBody(method: string, path: string) {
  const document = buildOpenApiDocument();
  const operation = (document.paths[path] as Record<string, { requestBody?: unknown }>)[method];
  const ref = JSON.stringify(operation?.requestBody ?? {}).match(/schemas\/([^"]+)/)?.[1];
  const schema = ref
    ? (document.components.schemas[ref] as { required?: string[]; properties?: object })
    : undefined;
  return { required: schema?.required ?? [], properties: Object.keys(schema?.properties ?? {}) };
}

/** Off until a provider is configured (apps/api/src/env-auth.ts): they answer 404 here. */
const UNCONFIGURED = [
  '/social-connect/apple',
  '/social-connect/facebook',
  '/social-connect/google',
];

describe('documented request bodies are the ones the handlers check', () => {
  const withBody = ENDPOINT_LIST.filter(
    (op) => op.body && !op.path.includes(':') && !UNCONFIGURED.includes(op.path),
  );
  it.each(withBody.map((op) => [op.method, op.path, op.access] as const))(
    '%s %s refuses an empty body by a field the document names',
    async (method, path, auth) => {
      const headers = {
        ...fromNewIp(),
        'idempotency-key': randomUUID(),
        ...(auth === 'admin' ? ADMIN : {}),
        ...(auth === 'customer' ? bearer((await signUp()).token) : {}),
      };
      const { required, properties } = documentedBody(method, openApiPath(path));
      const answer = await api.call<{ field?: string }>(method.toUpperCase(), path, {}, headers);
      if (required.length > 0) expect(answer.status).toBe(400);
      // A refusal names a documented property, or the body as a whole (a rule across fields).
      if (answer.status === 400)
        expect([...properties, 'body']).toContain(answer.body.field?.split('.')[0]);
    },
  );

  it.each(UNCONFIGURED)('%s is documented and off without a provider', async (path) => {
    expect(documented.has(`post ${openApiPath(path)}`)).toBe(true);
    expect((await api.post(path, {}, fromNewIp())).status).toBe(404);
  });
});
