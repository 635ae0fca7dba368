import { z } from 'zod';
import { invalidEnvironment, parseSettings, type NodeEnv, type Source } from './load';

/**
 * Order settings (index.ts reads them from the same source): the shop's bank account that bank
 * transfers go to, and how often unpaid orders give their stock back.
 */

/** Local defaults: a well-formed but fictitious account, refused in production. */
export const LOCAL_SHOP_IBAN = 'FR7630006000011234567890189';
export const LOCAL_SHOP_BIC = 'AGRIFRPPXXX';
export const LOCAL_SHOP_ACCOUNT_HOLDER = 'Maison Rue SAS';

const ZIban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN'));

const ZOrdersSource = z.object({
  SHOP_IBAN: ZIban.default(LOCAL_SHOP_IBAN),
  SHOP_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC')
    .default(LOCAL_SHOP_BIC),
  SHOP_ACCOUNT_HOLDER: z.string().trim().min(1).default(LOCAL_SHOP_ACCOUNT_HOLDER),
  // How often unpaid orders past their stock hold are cancelled; 0 turns the job off.
  ORDER_RELEASE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
});

export interface OrdersEnv {
  bankAccount: { iban: string; bic: string; holder: string };
  /** Release job period; 0 means this instance cancels no unpaid orders. */
  releaseIntervalMs: number;
}

/** `present` is the source without empty values. */
export function loadOrdersEnv(present: Source, nodeEnv: NodeEnv): OrdersEnv {
  const raw = parseSettings(ZOrdersSource, present);
  // Shoppers would send real money to the example account.
  if (nodeEnv === 'production' && raw.SHOP_IBAN === LOCAL_SHOP_IBAN)
    throw invalidEnvironment([
      'SHOP_IBAN: the local example account; set the shop’s own when NODE_ENV=production',
    ]);
  return {
    bankAccount: { iban: raw.SHOP_IBAN, bic: raw.SHOP_BIC, holder: raw.SHOP_ACCOUNT_HOLDER },
    releaseIntervalMs: raw.ORDER_RELEASE_INTERVAL_MS,
  };
}
