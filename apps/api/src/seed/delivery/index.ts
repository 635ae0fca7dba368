import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { insertChunked } from '../insert';
import { buildCountries } from '../site/countries';
import { carrierLogoPath, countryPrice, SEED_CARRIERS } from './carriers';
import { buildRelayPoints } from './relay-points';
import { buildStoreDeliveryCountries } from './store-countries';

/** Where each store delivers, the carriers with their rates, and the relay points. */
export async function seedDelivery(db: Db): Promise<void> {
  const countries = buildCountries();
  await db.insert(t.storeDeliveryCountries).values(buildStoreDeliveryCountries(countries));
  const deliverable = countries.filter((country) => country.deliverable);
  for (const { bands, excluded, ...carrier } of SEED_CARRIERS) {
    const [row] = await db
      .insert(t.carriers)
      .values({ ...carrier, logo: carrierLogoPath(carrier.code) })
      .returning({ id: t.carriers.id });
    await db.insert(t.carrierRates).values(
      deliverable
        .filter((country) => !excluded.includes(country.isoCode2))
        .flatMap((country) =>
          bands.map(([maxWeightGrams, priceCents]) => ({
            carrierId: row!.id,
            countryIsoCode2: country.isoCode2,
            maxWeightGrams,
            priceCents: countryPrice(priceCents, country.isoCode2),
          })),
        ),
    );
  }
  await insertChunked(db, t.relayPoints, buildRelayPoints());
}
