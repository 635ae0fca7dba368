import {
  buildStores,
  localStoreHosts,
  parseStoreHosts,
  storeIdFromHost,
  type Store,
  type StoreId,
} from '@shop/domain/stores';
import { env } from '../env';

export const storeHosts = parseStoreHosts(
  env.SHOP_STORE_HOSTS,
  localStoreHosts(env.SHOP_PUBLIC_PORT),
);
export const stores: Store[] = buildStores(storeHosts, env.SHOP_PUBLIC_PROTOCOL);

export const storeForHost = (host: string | null): StoreId => storeIdFromHost(host, storeHosts);
