/**
 * A global set-up shared by the projects of one suite (`pglite` and `pglite-isolated` run on
 * the same dumps): built by the first project that asks, torn down after the last one ends.
 * Kept on globalThis, which every project's global set-up sees in vitest's main process.
 */
interface Shared<T> {
  built: Promise<{ info: T; teardown: () => unknown }>;
  users: number;
}

const registry = ((
  globalThis as { __apiSuiteSetups?: Map<string, Shared<unknown>> }
).__apiSuiteSetups ??= new Map());

export async function sharedByProjects<T>(
  key: string,
  build: () => Promise<{ info: T; teardown: () => unknown }>,
): Promise<{ info: T; release: () => Promise<void> }> {
  let shared = registry.get(key) as Shared<T> | undefined;
  if (!shared) {
    shared = { built: build(), users: 0 };
    registry.set(key, shared as Shared<unknown>);
  }
  shared.users += 1;
  const { info, teardown } = await shared.built;
  const entry = shared;
  return {
    info,
    release: async () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      registry.delete(key);
      await teardown();
    },
  };
}
