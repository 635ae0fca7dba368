// Vitest global set-up: starts the shop once for every file, and serves a small control
// endpoint on loopback through which the fault tests stop and start its services.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { dropDatabase, Shop, type ServiceName, type ShopInfo } from './shop';

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ShopInfo;
    controlUrl: string;
  }
}

const BASE = Number(process.env.RELIABILITY_PORT_BASE || 4700);
const DATABASE = `shop_reliability_${BASE}`;

let shop: Shop | undefined;
let control: Server | undefined;

export async function setup(project: TestProject) {
  const started = Date.now();
  shop = await Shop.start(BASE, DATABASE);
  console.info(`reliability: shop started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  control = createServer((request, response) => {
    const [, action, name] = (request.url ?? '').split('/') as [string, string, ServiceName];
    const done = action === 'stop' ? shop!.stopService(name) : shop!.startService(name);
    done.then(
      () => response.end('ok'),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control!.listen(0, '127.0.0.1', resolve));
  project.provide('shop', shop.info);
  project.provide('controlUrl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
}

export async function teardown() {
  control?.close();
  await shop?.stop();
  await dropDatabase(DATABASE);
}
