import { inject } from 'vitest';
import type { ServiceName } from './shop';

async function call(action: 'stop' | 'start', name: ServiceName): Promise<void> {
  const response = await fetch(`${inject('controlUrl')}/${action}/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${name}: ${await response.text()}`);
}

/** Stops one service of the shop (its process has ended when this resolves). */
export const stopService = (name: ServiceName) => call('stop', name);
/** Starts it again; resolves once it answers its health check. */
export const startService = (name: ServiceName) => call('start', name);

export const shopInfo = () => inject('shop');
export const gatewayUrl = (path = '/') => `http://127.0.0.1:${shopInfo().ports.gateway}${path}`;
/** The API instances: the first (behind the gateway) and the second, on ports of their own. */
export const API_INSTANCES = 2;
export const apiUrl = (path: string, instance = 0) => {
  const { ports } = shopInfo();
  return `http://127.0.0.1:${instance === 1 ? ports.api2 : ports.api}/api/v5${path}`;
};
