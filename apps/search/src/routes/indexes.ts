import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SearchIndex } from '../engine/index-store';
import type { Registry } from '../engine/registry';
import { DEFAULT_SETTINGS, mergeSettings } from '../engine/settings';
import { writableIndex } from '../engine/writes';
import { badRequest } from '../errors';
import { parseBody } from '../http/validate';

type IndexParams = { Params: { index: string } };

const ZOperationIndex = z.object({
  operation: z.enum(['copy', 'move']),
  destination: z.string().min(1),
  scope: z.array(z.enum(['settings', 'synonyms', 'rules'])).optional(),
});

const now = (): string => new Date().toISOString();

export function indexRoutes(app: FastifyInstance, registry: Registry): void {
  app.get('/health', { config: { acl: 'public' } }, async () => ({ status: 'ok' }));

  app.get('/1/indexes', async () => {
    const items = registry.list().map((index) => ({
      name: index.name,
      createdAt: index.createdAt,
      updatedAt: index.updatedAt,
      entries: index.size,
      dataSize: 0,
      fileSize: 0,
      // Records are searchable as soon as written; pending means the structures that make
      // queries fast are still to be rebuilt (a moment after a burst of writes).
      lastBuildTimeS: Math.round(index.generations.lastBuildMs) / 1000,
      numberOfPendingTasks: index.generations.pending ? 1 : 0,
      pendingTask: index.generations.pending,
      ...(registry.primaryOf(index.name) ? { primary: registry.primaryOf(index.name)!.name } : {}),
      ...(index.compiled.replicas.length > 0 ? { replicas: index.compiled.replicas } : {}),
    }));
    return { items, nbPages: 1 };
  });

  app.get<IndexParams>('/1/indexes/:index/settings', async (request) => {
    const index = registry.require(request.params.index);
    const primary = registry.primaryOf(index.name);
    return {
      ...DEFAULT_SETTINGS,
      ...index.settings,
      ...(primary ? { primary: primary.name } : {}),
    };
  });

  app.put<IndexParams>('/1/indexes/:index/settings', async (request) => {
    const index = registry.ensure(request.params.index);
    index.setSettings(mergeSettings(index.settings, request.body));
    return { taskID: registry.changed(index.name), updatedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/clear', async (request) => {
    writableIndex(registry, request.params.index).clear();
    return { taskID: registry.changed(request.params.index), updatedAt: now() };
  });

  app.delete<IndexParams>('/1/indexes/:index', async (request) => {
    registry.remove(request.params.index);
    return { taskID: registry.changed(request.params.index), deletedAt: now() };
  });

  // A task is published once queries see its write: at once for small indexes, after the
  // next generation is built for big ones (seconds at 200,000 records).
  const status = async (request: { params: unknown }) => {
    const taskID = Number((request.params as { taskID: string }).taskID);
    const published = registry.isPublished(taskID);
    return { status: published ? 'published' : 'notPublished', pendingTask: !published };
  };
  app.get('/1/indexes/:index/task/:taskID', status);
  app.get('/1/task/:taskID', status);

  // copy / move, which the client's replaceAllObjects helper relies on.
  app.post<IndexParams>('/1/indexes/:index/operation', async (request) => {
    const { operation, destination, scope } = parseBody(ZOperationIndex, request.body);
    const source = registry.require(request.params.index);
    if (destination === source.name)
      throw badRequest('The destination must differ from the source');
    const previous = registry.get(destination);
    const { records, settings: sourceSettings } = source.toSnapshot();
    // A copy never takes the source's replicas; the destination keeps its own.
    const { replicas: _replicas, ...withoutReplicas } = sourceSettings;
    let settings =
      scope && !scope.includes('settings') ? (previous?.settings ?? {}) : withoutReplicas;
    if (operation === 'move' && !previous) settings = sourceSettings;
    if (previous?.settings.replicas)
      settings = { ...settings, replicas: previous.settings.replicas };
    const copy = SearchIndex.fromSnapshot({
      name: destination,
      createdAt: previous?.createdAt ?? now(),
      updatedAt: now(),
      settings,
      // A scoped copy copies settings (rules and synonyms are not modelled), never records.
      records: scope ? [...(previous?.values() ?? [])] : records,
    });
    registry.add(copy);
    if (operation === 'move') registry.remove(source.name);
    registry.changed(source.name);
    return { taskID: registry.changed(destination), updatedAt: now() };
  });
}
