import { buildStores, localStoreHosts, storeById } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { pageAlternates } from './seo';

const stores = buildStores(localStoreHosts(3000), 'http');
const be = storeById(stores, 'be');

describe('pageAlternates', () => {
  it('gives the Belgian store a French alternate under /fr beside its Dutch one', () => {
    const alternates = pageAlternates('/contact', be, 'fr', stores);
    expect(alternates?.canonical).toBe('http://be.localhost:3000/fr/contact');
    expect(alternates?.languages).toMatchObject({
      'nl-BE': 'http://be.localhost:3000/contact',
      'fr-BE': 'http://be.localhost:3000/fr/contact',
      'fr-FR': 'http://localhost:3000/contact',
      'x-default': 'http://localhost:3000/contact',
    });
    expect(pageAlternates('/', be, 'nl', stores)?.languages).toMatchObject({
      'nl-BE': 'http://be.localhost:3000/',
      'fr-BE': 'http://be.localhost:3000/fr',
    });
  });
});
