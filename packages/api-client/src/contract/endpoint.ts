import type { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint: anyone, a signed-in customer (bearer token), or the back office
 * (X-Admin-Token until staff sessions replace it). The API enforces it before the input is read.
 */
export type Access = 'public' | 'customer' | 'admin';

/** What a non-JSON answer is: a file or a page. */
export type Produces =
  'application/pdf' | 'image/*' | 'font/woff2' | 'text/html' | 'application/json';

/**
 * One call of the front API v5, declared once: the API registers its handler from it, the typed
 * client calls it, and the OpenAPI document describes it. Schemas are the shared ones both sides
 * validate against (`@shop/api-client/schemas`).
 */
export interface Endpoint {
  method: Method;
  /** Below /api/v5, in Fastify's `:param` syntax. */
  path: string;
  summary: string;
  access: Access;
  /** The path's parameters, parsed (and coerced) by the API; strings when absent. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer of a success; none for 204 answers and for files. */
  response?: z.ZodType;
  /** The success status when it is not 200 (201 created, 204 no content). */
  status?: 200 | 201 | 202 | 204;
  /** Error statuses the endpoint answers with the shared error body. */
  errors?: readonly number[];
  /** A file or a page instead of JSON. */
  produces?: Produces;
  /** Request headers the call needs besides the store's (`Idempotency-Key`). */
  headers?: readonly 'Idempotency-Key'[];
}

type Extra = Partial<Omit<Endpoint, 'method' | 'path' | 'summary'>>;

type Declared<M extends Method, P extends string, E extends Extra> = Omit<E, 'access'> & {
  method: M;
  path: P;
  summary: string;
  access: E extends { access: infer A extends Access } ? A : 'public';
};

const declare =
  <M extends Method>(method: M) =>
  <const P extends string, const E extends Extra = object>(
    path: P,
    summary: string,
    extra?: E,
  ): Declared<M, P, E> =>
    ({ access: 'public', ...extra, method, path, summary }) as unknown as Declared<M, P, E>;

export const get = declare('get');
export const post = declare('post');
export const put = declare('put');
export const patch = declare('patch');
export const del = declare('delete');

export const customer = { access: 'customer' } as const;
export const admin = { access: 'admin' } as const;

/** `'/orders/:orderId/bill'` gives `'orderId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a caller gives, one string or number each (the API parses them). */
export type PathParams<E extends Endpoint> = Record<PathParamNames<E['path']>, string | number>;

/** A query as it goes on the wire (the API's query schemas parse these strings). */
export type WireQuery = Record<string, string | number | boolean | readonly string[] | undefined>;

/** What a caller passes: parameters, query and body as the endpoint declares them. */
export type CallInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E> }) &
  (E extends { query: z.ZodType } ? { query?: WireQuery } : { query?: undefined }) &
  // No body schema: nothing, or an empty object where a JSON content type needs one.
  (E extends { body: z.ZodType }
    ? { body: z.input<E['body']> }
    : { body?: Record<string, never> }) & {
    headers?: Record<string, string>;
  };

/** What a success answers: the response schema's output, nothing for 204 and files. */
export type Answer<E extends Endpoint> = E extends { response: z.ZodType }
  ? z.output<E['response']>
  : undefined;

/** The path with its parameters filled in, each encoded as one segment. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path} needs its :${name} parameter`);
    return encodeURIComponent(String(value));
  });
}

/** The success status an endpoint answers with. */
export const successStatus = (endpoint: Endpoint): number =>
  endpoint.status ?? (endpoint.response || endpoint.produces ? 200 : 204);
