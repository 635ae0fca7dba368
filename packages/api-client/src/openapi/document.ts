import { z } from 'zod';
import { ENDPOINTS, successStatus, type Endpoint } from '../contract/index';
import * as schemas from '../schemas/index';

/** Every call of the front API v5, in the contract's order. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);

export const API_BASE_PATH = '/api/v5';

type JsonSchema = Record<string, unknown>;

/** `/products/:id` as OpenAPI writes it: `/products/{id}`. */
export const openApiPath = (path: string) =>
  `${API_BASE_PATH}${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** The exported name of each shared schema (`ZInit` gives `Init`), to name its component. */
const NAMES = new Map<unknown, string>(
  Object.entries(schemas)
    .filter(([name]) => /^Z[A-Z]/.test(name))
    .map(([name, schema]) => [schema, name.slice(1)]),
);

/** One JSON Schema 2020-12 component per shared schema, in request (input) or answer (output) form. */
function components(
  list: readonly z.ZodType[],
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const schema of new Set(list)) {
    const name = NAMES.get(schema);
    if (!name) throw new Error('An operation uses a schema @shop/api-client does not export');
    if (!registry.has(schema)) registry.add(schema, { id: name });
  }
  const { schemas: out } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  // Schemas reached twice or through a cycle, not exported by name, land in `__shared`.
  const { __shared: shared, ...named } = out;
  const sharedDefs = (shared?.$defs ?? {}) as Record<string, JsonSchema>;
  const all: Record<string, JsonSchema> = { ...named };
  for (const [id, schema] of Object.entries(sharedDefs)) all[`${io}_${id}`] = schema;
  const text = JSON.stringify(all).replaceAll(
    '#/components/schemas/__shared#/$defs/',
    `#/components/schemas/${io}_`,
  );
  return Object.fromEntries(
    Object.entries(JSON.parse(text) as Record<string, JsonSchema>).map(
      ([id, { $schema: _dialect, ...schema }]) => [id, schema],
    ),
  );
}

const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${NAMES.get(schema)}` });

const STORE_HEADERS = [
  {
    name: 'X-Store',
    in: 'header',
    schema: { type: 'string', enum: ['fr', 'es', 'it', 'be', 'de', 'int'] },
  },
  { name: 'X-Device', in: 'header', schema: { type: 'string', enum: ['0', '1'] } },
  { name: 'Accept-Language', in: 'header', schema: { type: 'string' } },
];

function parameters(operation: Endpoint, inputs: Record<string, JsonSchema>) {
  const path = [...operation.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = operation.query ? inputs[NAMES.get(operation.query)!] : undefined;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const fromQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const headers = (operation.headers ?? []).map((name) => ({
    name,
    in: 'header',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  return [...path, ...fromQuery, ...headers, ...STORE_HEADERS];
}

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Invalid input',
  401: 'Not signed in',
  402: 'Payment refused',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  422: 'Refused by a rule of the shop',
  429: 'Too many requests',
};

/** The success answer, each declared error status, and any other error: one schema each. */
function responses(operation: Endpoint) {
  const error = (status: number | 'default') => ({
    description: status === 'default' ? 'Error' : (STATUS_TEXTS[status] ?? 'Error'),
    content: { 'application/json': { schema: ref(schemas.ZApiErrorBody) } },
  });
  const status = successStatus(operation);
  const content = operation.produces
    ? { [operation.produces]: {} }
    : operation.response
      ? { 'application/json': { schema: ref(operation.response) } }
      : undefined;
  const errors = [
    ...new Set([...(operation.access === 'public' ? [] : [401]), ...(operation.errors ?? [])]),
  ];
  return {
    [status]: { description: STATUS_TEXTS[status] ?? 'OK', ...(content && { content }) },
    ...Object.fromEntries(errors.sort().map((code) => [String(code), error(code)])),
    default: error('default'),
  };
}

const SECURITY = { customer: [{ customerToken: [] }], admin: [{ adminToken: [] }] };

/** The OpenAPI 3.1 document of the front API v5, from the schemas both sides validate against. */
export function buildOpenApiDocument(version = '5.0.0') {
  const inputs = components(
    ENDPOINT_LIST.flatMap(({ body, query }) => [body, query].filter((s): s is z.ZodType => !!s)),
    'input',
  );
  const outputs = components(
    [
      ...ENDPOINT_LIST.flatMap(({ response }) => (response ? [response] : [])),
      schemas.ZApiErrorBody,
    ],
    'output',
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of ENDPOINT_LIST) {
    const item = (paths[openApiPath(operation.path)] ??= {});
    item[operation.method] = {
      summary: operation.summary,
      operationId: `${operation.method}${operation.path.replace(/[/:{}-]+(.)?/g, (_m, c = '') => c.toUpperCase())}`,
      tags: [operation.path.split('/')[operation.path.startsWith('/secure/') ? 2 : 1]],
      parameters: parameters(operation, inputs),
      ...(operation.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref(operation.body) } },
        },
      }),
      responses: responses(operation),
      ...(operation.access !== 'public' && { security: SECURITY[operation.access] }),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Front API v5', version },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ...inputs, ...outputs },
      securitySchemes: {
        customerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
