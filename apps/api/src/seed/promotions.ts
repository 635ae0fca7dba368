import type { Db } from '../db/client';
import { promotions } from '../db/schema';

/**
 * Promotion codes of the demo shop, one per rule of the basket: a percent, an amount with a
 * minimum basket, a mobile-only code, an expired one and one not started yet. Dates are fixed
 * far from today so the codes keep their meaning whenever the seed runs.
 */
export const SEED_PROMOTIONS: (typeof promotions.$inferInsert)[] = [
  { code: 'BIENVENUE10', name: 'Bienvenue : -10 %', percent: 10 },
  { code: 'MOINS20', name: '20 € dès 100 € d’achat', amount: '20.00', minimumAmount: '100.00' },
  { code: 'APPLI15', name: 'Appli : -15 %', percent: 15, allowedDevices: [1] },
  {
    code: 'SOLDES2024',
    name: 'Soldes d’été 2024 : -30 %',
    percent: 30,
    startsAt: new Date('2024-06-26T06:00:00Z'),
    endsAt: new Date('2024-07-24T00:00:00Z'),
  },
  {
    code: 'AVENIR',
    name: 'Code à venir : -10 %',
    percent: 10,
    startsAt: new Date('2099-01-01T00:00:00Z'),
  },
];

export async function seedPromotions(db: Db): Promise<void> {
  await db.insert(promotions).values(SEED_PROMOTIONS);
}
