import { buildStores, localStoreHosts } from '@shop/domain/stores';
import type { TInit } from './schemas/init';

/** A minimal valid /init answer for unit tests of the client. */
export const sampleInit: TInit = {
  countries: [{ isoCode2: 'FR', name: 'France', deliverable: true }],
  stores: buildStores(localStoreHosts(3000)),
  menu: [
    {
      type: 'NOVELTIES',
      name: 'Nouveautés',
      url: { path: '/nouveautes' },
      active: true,
      menuSubSections: [],
      template: null,
    },
  ],
  footer: {
    sitemap: [1, 2, 3, 4].map((column) => ({ title: `Column ${column}`, links: [] })),
    social: [{ network: 'instagram', url: 'https://instagram.com/shop' }],
    appStores: [],
  },
  freeShippingAmount: { freeShipping: 99 },
  headerBanner: [],
  boSettings: { maintenance: false, popinOutlet: false },
};
