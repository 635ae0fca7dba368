// The build-time figure without HTTP: the products saved straight into an index of this
// process, then the generation (text index, faceting columns, the orders of the primary and
// of every replica) built in one go, as after loading a snapshot.
import { Registry } from '../src/engine/registry';
import { mergeSettings } from '../src/engine/settings';
import { applyBatch } from '../src/engine/writes';
import { INDEX, REPLICAS, SETTINGS } from './scenarios';

export function buildInProcess(products: Record<string, unknown>[]): number {
  const registry = new Registry();
  const index = registry.ensure(INDEX);
  index.setSettings(mergeSettings({}, SETTINGS));
  registry.relink();
  for (const [suffix, settings] of Object.entries(REPLICAS)) {
    registry.require(INDEX + suffix).setSettings(mergeSettings({}, settings));
  }
  applyBatch(
    index,
    products.map((body) => ({ action: 'addObject' as const, body: { ...body } })),
  );
  const started = performance.now();
  index.generations.prepare();
  const ms = performance.now() - started;
  for (const each of registry.list()) each.generations.dispose(); // no rebuild later
  return ms;
}
