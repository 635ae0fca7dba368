import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Registry } from '../engine/registry';
import {
  BATCH_ACTIONS,
  applyBatch,
  checkOperations,
  partialUpdate,
  writableIndex,
} from '../engine/writes';
import { toRecord } from '../engine/index-store';
import { isPlainObject, pickAttributes } from '../engine/paths';
import { badRequest, notFound } from '../errors';
import { SEARCH_KEY_MAX_HITS_PER_QUERY, tooMany } from '../limits';
import { parseBody } from '../http/validate';

type IndexParams = { Params: { index: string } };
type ObjectParams = { Params: { index: string; objectID: string } };

// Bodies are checked to be objects, not walked key by key: a batch holds 1,000 records.
const ZBody = z.custom<Record<string, unknown>>(isPlainObject, 'expected an object');
const ZBatchOperation = z.object({
  action: z.enum(BATCH_ACTIONS),
  body: ZBody.optional(),
});
const ZBatch = z.object({ requests: z.array(ZBatchOperation) });
const ZMultipleBatch = z.object({
  requests: z.array(ZBatchOperation.extend({ indexName: z.string().min(1) })),
});
const ZGetObjects = z.object({
  requests: z.array(
    z.object({
      indexName: z.string(),
      objectID: z.coerce.string(),
      attributesToRetrieve: z.array(z.string()).optional(),
    }),
  ),
});
const ZRecord = ZBody;

const now = (): string => new Date().toISOString();
const list = (value: unknown): string[] | null =>
  typeof value === 'string' ? value.split(',') : null;

export function objectRoutes(app: FastifyInstance, registry: Registry): void {
  const readable = (name: string) => registry.primaryOf(name) ?? registry.require(name);

  app.post<IndexParams>('/1/indexes/:index/batch', async (request) => {
    const { index } = request.params;
    if (index !== '*') {
      const { requests } = parseBody(ZBatch, request.body);
      const objectIDs = applyBatch(writableIndex(registry, index), requests);
      return { taskID: registry.changed(index), objectIDs };
    }
    // multipleBatch: one batch spanning several indexes.
    const { requests } = parseBody(ZMultipleBatch, request.body);
    const names = [...new Set(requests.map((r) => r.indexName))];
    const targets = new Map(names.map((name) => [name, writableIndex(registry, name)]));
    const objectIDs = requests.flatMap(({ indexName, ...op }) =>
      applyBatch(targets.get(indexName)!, [op]),
    );
    const taskID = Object.fromEntries(names.map((name) => [name, registry.changed(name)]));
    return { taskID, objectIDs };
  });

  app.post<IndexParams>(
    '/1/indexes/:index/objects',
    { config: { acl: 'search' } },
    async (request) => {
      if (request.params.index !== '*')
        throw notFound('Use /1/indexes/*/objects to get several records');
      const { requests } = parseBody(ZGetObjects, request.body);
      // As many records as one search may answer with this key.
      if (request.searchOnly && requests.length > SEARCH_KEY_MAX_HITS_PER_QUERY)
        throw badRequest(tooMany('requests', SEARCH_KEY_MAX_HITS_PER_QUERY));
      const results = requests.map(({ indexName, objectID, attributesToRetrieve }) => {
        const record = (registry.primaryOf(indexName) ?? registry.get(indexName))?.get(objectID);
        return record ? pickAttributes(record, attributesToRetrieve ?? null) : null;
      });
      return { results };
    },
  );

  app.get<ObjectParams>(
    '/1/indexes/:index/:objectID',
    { config: { acl: 'search' } },
    async (request) => {
      const record = readable(request.params.index).get(request.params.objectID);
      if (!record) throw notFound('ObjectID does not exist');
      const query = request.query as Record<string, unknown>;
      return pickAttributes(record, list(query.attributesToRetrieve));
    },
  );

  app.put<ObjectParams>('/1/indexes/:index/:objectID', async (request) => {
    const { index, objectID } = request.params;
    writableIndex(registry, index).save(toRecord(parseBody(ZRecord, request.body), objectID));
    return { taskID: registry.changed(index), updatedAt: now(), objectID };
  });

  app.post<IndexParams>('/1/indexes/:index', async (request) => {
    const { index } = request.params;
    const body = parseBody(ZRecord, request.body);
    const [objectID] = applyBatch(writableIndex(registry, index), [{ action: 'addObject', body }]);
    return { taskID: registry.changed(index), createdAt: now(), objectID };
  });

  app.post<ObjectParams>('/1/indexes/:index/:objectID/partial', async (request) => {
    const { index, objectID } = request.params;
    const body = parseBody(ZRecord, request.body);
    checkOperations(body);
    const target = writableIndex(registry, index);
    const existing = target.get(objectID);
    const create = (request.query as Record<string, unknown>).createIfNotExists !== 'false';
    if (existing || create) target.save(partialUpdate(existing, body, objectID));
    return { taskID: registry.changed(index), updatedAt: now(), objectID };
  });

  app.delete<ObjectParams>('/1/indexes/:index/:objectID', async (request) => {
    const { index, objectID } = request.params;
    if (registry.get(index)) writableIndex(registry, index).delete(objectID);
    return { taskID: registry.changed(index), deletedAt: now() };
  });
}
