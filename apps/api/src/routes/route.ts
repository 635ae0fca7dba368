import {
  successStatus,
  type Answer,
  type Endpoint,
  type PathParamNames,
} from '@shop/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { requireCustomer } from './security/authenticate';
import type { AccessClaims } from '../services/security/access-tokens';
import { requireAdminToken } from '../http/admin-token';
import { parseInput } from '../http/errors';
import { requestContext, type RequestContext } from '../http/store-context';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the input parsed by the endpoint's schemas and the caller checked. */
export interface RouteInput<E extends Endpoint> {
  params: E extends { params: z.ZodType }
    ? z.output<E['params']>
    : Record<PathParamNames<E['path']>, string>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in customer of a customer endpoint. */
  caller: E['access'] extends 'customer' ? AccessClaims : null;
  /** Store, language, device and `no_cache` of the common headers, read on first use. */
  shop: () => RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The answer, or the reply when the handler sent a file or a page itself. */
export type RouteResult<E extends Endpoint> =
  | (E extends { response: z.ZodType }
      ? Answer<E>
      : E extends { produces: string }
        ? unknown
        : void)
  | FastifyReply;

export interface RouteOptions {
  /** Runs before anything is read (a check whose refusal must not depend on the input). */
  before?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<RouteResult<E>> | RouteResult<E>;

/**
 * Registers an endpoint of the contract (@shop/api-client/contract): the caller is checked
 * first (401), then the path, query and body are parsed by the endpoint's schemas (400), the
 * handler runs, and its answer is checked against the endpoint's response schema outside
 * production and sent with the endpoint's success status. A handler only calls its service.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const adminCheck = endpoint.access === 'admin' ? requireAdminToken(context.env.adminToken) : null;
  const onRequest = [adminCheck, options.before].filter(
    (hook) => hook !== undefined && hook !== null,
  );
  const success = successStatus(endpoint);
  app.route({
    method: endpoint.method.toUpperCase() as Uppercase<E['method']>,
    url: endpoint.path,
    // The back office's token before the body is even read, as its hook always did.
    ...(onRequest.length > 0 && { onRequest }),
    handler: async (request, reply) => {
      const caller =
        endpoint.access === 'customer' ? await requireCustomer(request, reply, context) : null;
      let shop: RequestContext | undefined;
      const input = {
        params: endpoint.params
          ? parseInput(endpoint.params, request.params, 'path parameter')
          : request.params,
        query: endpoint.query
          ? parseInput(endpoint.query, request.query, 'query parameter')
          : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body, 'body') : undefined,
        caller,
        shop: () => (shop ??= requestContext(request, context.stores)),
        request,
        reply,
      } as RouteInput<E>;
      const answer = await handler(input);
      if (answer === reply || reply.sent) return reply;
      // A handler may choose another success (200 for a subscription that already was).
      if (reply.statusCode === 200 && success !== 200) void reply.code(success);
      // A file or a page the handler answers as it is; nothing at all for a 204.
      if (!endpoint.response) return endpoint.produces ? answer : reply.send();
      return context.validateResponses ? endpoint.response.parse(answer) : answer;
    },
  });
}

/** `route` bound to one app and context, for a file registering several endpoints. */
export const router =
  (app: FastifyInstance, context: AppContext) =>
  <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions) =>
    route(app, context, endpoint, handler, options);
