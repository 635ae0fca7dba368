import type { Db } from '../db/client';
import { promotions } from '../db/schema';
import { daysFrom } from './dates';

/**
 * Promotion codes of the demo shop, one per rule of the basket: a percent, an amount with a
 * minimum basket, a mobile-only code, an expired one and one not started yet. Dates count from
 * the seed's day, so the codes keep their meaning whenever the seed runs.
 */
export function buildPromotions(referenceDate: Date): (typeof promotions.$inferInsert)[] {
  return [
    { code: 'BIENVENUE10', name: 'Bienvenue : -10 %', percent: 10 },
    { code: 'MOINS20', name: '20 € dès 100 € d’achat', amount: '20.00', minimumAmount: '100.00' },
    { code: 'APPLI15', name: 'Appli : -15 %', percent: 15, allowedDevices: [1] },
    {
      code: 'SOLDESFINIES',
      name: 'Soldes d’été : -30 %',
      percent: 30,
      startsAt: daysFrom(referenceDate, -150, 6),
      endsAt: daysFrom(referenceDate, -122),
    },
    {
      code: 'AVENIR',
      name: 'Code à venir : -10 %',
      percent: 10,
      startsAt: daysFrom(referenceDate, 365),
    },
  ];
}

export async function seedPromotions(db: Db, referenceDate: Date): Promise<void> {
  await db.insert(promotions).values(buildPromotions(referenceDate));
}
