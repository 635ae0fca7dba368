import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  APP_ID,
  PRODUCTS,
  SETTINGS,
  hostsFor,
  removeDir,
  start,
  tempDir,
} from './helpers';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

describe('snapshots', () => {
  it('restores indexes, settings and replicas after a restart on the same data dir', async () => {
    const dataDir = await tempDir();
    dirs.push(dataDir);

    const first = await start(dataDir);
    const client = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(first.port) });
    await client.setSettings({ indexName: 'products', indexSettings: SETTINGS });
    await client.setSettings({
      indexName: 'products_price_asc',
      indexSettings: { customRanking: ['asc(price)'] },
    });
    await client.saveObjects({ indexName: 'products', objects: PRODUCTS, waitForTasks: true });
    await client.saveObjects({
      indexName: 'doomed',
      objects: [{ objectID: 'x' }],
      waitForTasks: true,
    });
    await client.deleteIndex({ indexName: 'doomed' });
    await first.app.close(); // flushes pending snapshots

    const files = (await readdir(join(dataDir, 'search'))).sort();
    expect(files).toEqual(['products.json', 'products_price_asc.json']);
    const saved = JSON.parse(await readFile(join(dataDir, 'search', 'products.json'), 'utf8')) as {
      records: unknown[];
    };
    expect(saved.records).toHaveLength(PRODUCTS.length);

    const second = await start(dataDir);
    try {
      const again = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(second.port) });
      const result = await again.searchSingleIndex({
        indexName: 'products',
        searchParams: { query: 'hodie', facets: ['brand.name'] },
      });
      expect(result.hits.map((h) => h.objectID)).toEqual(['1', '2', '7']);
      expect(result.facets?.['brand.name']).toEqual({ Nike: 2, Adidas: 1 });
      const sorted = await again.searchSingleIndex({ indexName: 'products_price_asc' });
      expect(sorted.hits.map((h) => h.objectID).slice(0, 2)).toEqual(['5', '1']);
      expect((await again.getSettings({ indexName: 'products' })).customRanking).toEqual([
        'desc(sales)',
      ]);
    } finally {
      await second.app.close();
    }
  });

  it('writes snapshots shortly after a write, without waiting for close', async () => {
    const dataDir = await tempDir();
    dirs.push(dataDir);
    const server = await start(dataDir);
    try {
      const client = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(server.port) });
      await client.saveObjects({
        indexName: 'live',
        objects: PRODUCTS.slice(0, 1),
        waitForTasks: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readdir(join(dataDir, 'search'))).toEqual(['live.json']);
    } finally {
      await server.app.close();
    }
  });

  it('writes one record per line, and also reads a snapshot written as plain JSON', async () => {
    const dataDir = await tempDir();
    dirs.push(dataDir);
    const first = await start(dataDir);
    const client = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(first.port) });
    await client.saveObjects({ indexName: 'lines', objects: PRODUCTS, waitForTasks: true });
    await first.app.close();
    const text = await readFile(join(dataDir, 'search', 'lines.json'), 'utf8');
    expect(text.split('\n')).toHaveLength(PRODUCTS.length + 3); // header, records, "]}", ""

    // A file edited by hand, in any JSON layout.
    const snapshot = { name: 'hand', createdAt: '2026-01-01T00:00:00.000Z', settings: {} };
    await mkdir(join(dataDir, 'search'), { recursive: true });
    await writeFile(
      join(dataDir, 'search', 'hand.json'),
      JSON.stringify({ ...snapshot, records: [{ objectID: 'a', title: 'Handmade' }] }, null, 2),
    );
    const second = await start(dataDir);
    try {
      const again = algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsFor(second.port) });
      const result = await again.searchSingleIndex({
        indexName: 'hand',
        searchParams: { query: 'handmade' },
      });
      expect(result.hits.map((h) => h.objectID)).toEqual(['a']);
      expect((await again.searchSingleIndex({ indexName: 'lines' })).nbHits).toBe(PRODUCTS.length);
    } finally {
      await second.app.close();
    }
  });
});
