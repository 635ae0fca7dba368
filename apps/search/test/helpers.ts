import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';

export const APP_ID = 'TESTAPP';
export const SEARCH_KEY = 'test-search-key';
export const ADMIN_KEY = 'test-admin-key';

export interface Running {
  app: FastifyInstance;
  dataDir: string;
  port: number;
  url: string;
}

export const tempDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'shop-search-test-'));
export const removeDir = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

export async function start(dataDir?: string, options: Partial<AppOptions> = {}): Promise<Running> {
  const dir = dataDir ?? (await tempDir());
  const app = buildApp({
    dataDir: dir,
    appId: APP_ID,
    searchKey: SEARCH_KEY,
    adminKey: ADMIN_KEY,
    snapshotDelayMs: 20,
    // As the service starts by default (SEARCH_UNLIMITED_CLIENTS): tests send thousands of
    // queries from loopback; test/limits.test.ts starts one that counts every client.
    unlimitedClients: ['loopback'],
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, dataDir: dir, port, url: `http://127.0.0.1:${port}` };
}

/** The only option a shop changes to point the official client at this service. */
export const hostsFor = (port: number) => [
  { url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const },
];

export const PRODUCTS = [
  {
    objectID: 1,
    names: { fr: 'Sweat à capuche noir', en: 'Black hoodie' },
    brand: { name: 'Nike' },
    color: 'black',
    sizes: ['S', 'M'],
    price: 50,
    sales: 40,
  },
  {
    objectID: 2,
    names: { fr: 'Sweat à capuche gris', en: 'Grey hoodie' },
    brand: { name: 'Adidas' },
    color: 'grey',
    sizes: ['M', 'L'],
    price: 65,
    sales: 30,
  },
  {
    objectID: 3,
    names: { fr: 'Jean noir', en: 'Black jeans' },
    brand: { name: 'Levis' },
    color: 'black',
    sizes: ['M'],
    price: 90,
    sales: 50,
  },
  {
    objectID: 4,
    names: { fr: 'Baskets blanches', en: 'White sneakers' },
    brand: { name: 'Nike' },
    color: 'white',
    sizes: ['40', '41'],
    price: 120,
    sales: 80,
    _tags: ['new'],
  },
  {
    objectID: 5,
    names: { fr: 'Casquette noire', en: 'Black cap' },
    brand: { name: 'New Era' },
    color: 'black',
    sizes: ['U'],
    price: 25,
    sales: 10,
  },
  {
    objectID: 6,
    names: { fr: 'Veste en jean', en: 'Denim jacket' },
    brand: { name: 'Levis' },
    color: 'blue',
    sizes: ['M', 'L'],
    price: 110,
    sales: 20,
  },
  {
    objectID: 7,
    names: { fr: 'Sweat zippé', en: 'Zip hoodie' },
    brand: { name: 'Nike' },
    color: 'grey',
    sizes: ['L'],
    price: 75,
    sales: 15,
    _tags: ['new', 'sale'],
  },
];

export const SETTINGS = {
  searchableAttributes: ['names', 'brand.name', 'color'],
  attributesForFaceting: ['brand.name', 'searchable(color)', 'sizes', 'price'],
  customRanking: ['desc(sales)'],
  replicas: ['products_price_asc'],
  attributeForDistinct: 'brand.name',
};
