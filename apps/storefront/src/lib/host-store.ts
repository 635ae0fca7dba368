import { storeById, type Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { storeForHost, stores } from './stores';

/** The store of the request's host, for routes that live outside /{store}/{locale}. */
export async function hostStore(): Promise<Store> {
  return storeById(stores, storeForHost((await headers()).get('host')));
}
