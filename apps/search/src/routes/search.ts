import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { browse } from '../engine/browse';
import { searchFacetValues } from '../engine/facet-search';
import { AnswerCache } from '../engine/answer-cache';
import { expandParams } from '../engine/params';
import { searchAnswerJson } from '../engine/query';
import type { Registry } from '../engine/registry';
import { badRequest, notFound } from '../errors';
import { MAX_QUERIES_PER_CALL, SEARCH_KEY_MAX_QUERIES_PER_CALL, TOO_MANY_QUERIES } from '../limits';
import type { ClientBudget } from '../http/client-budget';
import { answerBytesFor, checkSearchKeyParams } from '../http/search-caps';
import { parseBody } from '../http/validate';

type IndexParams = { Params: { index: string } };

const ZMultiQuery = z.object({
  requests: z.array(z.looseObject({ indexName: z.string().min(1) })),
  strategy: z.string().optional(),
});

/**
 * A facet request (`searchForFacets`, the helper's searchForFacetValues, InstantSearch's
 * searchable refinement lists) names the facet whose values it searches; the older clients
 * may put both in the `params` string.
 */
const ZRequestKind = z.looseObject({
  type: z.enum(['default', 'facet']).optional(),
  facet: z.string().min(1).optional(),
});

/** One request of a multi-query as answer JSON: hits, or facet values for `type: "facet"`. */
function answerOne(
  registry: Registry,
  cache: AnswerCache,
  indexName: string,
  params: Record<string, unknown>,
) {
  // Searches are the common path: no parsing beyond what the search itself does.
  if (params.type === undefined || params.type === 'default')
    return searchAnswerJson(registry, cache, indexName, params);
  const { type, facet, ...rest } = parseBody(ZRequestKind, params);
  if (type !== 'facet') return searchAnswerJson(registry, cache, indexName, params);
  if (facet === undefined) throw badRequest('Invalid request body: facet is required');
  return JSON.stringify(searchFacetValues(registry, indexName, facet, rest));
}

export function searchRoutes(app: FastifyInstance, registry: Registry, budget: ClientBudget): void {
  const config = { acl: 'search' as const };
  const cache = new AnswerCache();

  const json = 'application/json; charset=utf-8';

  app.post<IndexParams>('/1/indexes/:index/query', { config }, async (request, reply) => {
    const params = expandParams(request.body);
    if (request.searchOnly) checkSearchKeyParams(params);
    const answer = searchAnswerJson(registry, cache, request.params.index, params);
    return reply.type(json).send(answerBytesFor(request.searchOnly).add(answer));
  });

  // The client's path is the literal `/1/indexes/*/queries`; `*` is matched as a parameter.
  app.post<IndexParams>('/1/indexes/:index/queries', { config }, async (request, reply) => {
    if (request.params.index !== '*')
      throw notFound('Use /1/indexes/*/queries for multiple queries');
    // `strategy` is accepted and ignored: every query runs, as with the default `none`. One
    // failing request (a facet that is not searchable) fails the whole call, as on Algolia.
    const { requests } = parseBody(ZMultiQuery, request.body);
    const { searchOnly } = request;
    const maxQueries = searchOnly ? SEARCH_KEY_MAX_QUERIES_PER_CALL : MAX_QUERIES_PER_CALL;
    if (requests.length > maxQueries) throw badRequest(TOO_MANY_QUERIES);
    // The call's first query was counted before its body was read.
    budget.charge(request, requests.length - 1);
    const queries = requests.map(({ indexName, ...rest }) => ({
      indexName,
      params: expandParams(rest),
    }));
    if (searchOnly) for (const { params } of queries) checkSearchKeyParams(params);
    // In order, stopping at the first answer past the bound: the rest is never computed.
    const bytes = answerBytesFor(searchOnly);
    const results = queries.map(({ indexName, params }) =>
      bytes.add(answerOne(registry, cache, indexName, params)),
    );
    return reply.type(json).send(`{"results":[${results.join(',')}]}`);
  });

  app.post<IndexParams & { Params: { facet: string } }>(
    '/1/indexes/:index/facets/:facet/query',
    { config },
    async (request) => {
      const params = expandParams(request.body);
      if (request.searchOnly) checkSearchKeyParams(params);
      return searchFacetValues(registry, request.params.index, request.params.facet, params);
    },
  );

  // Needs the admin key: Algolia's search-only key has no `browse` right either.
  app.post<IndexParams>('/1/indexes/:index/browse', async (request) =>
    browse(registry, request.params.index, expandParams(request.body)),
  );
}
