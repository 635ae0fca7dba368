import { z } from 'zod';
import { invalidEnvironment, parseSettings, type NodeEnv, type Source } from './load';

/**
 * The shop's legal mentions (index.ts reads them from the same source): what a bill must show of
 * the seller (French Code de commerce L441-9, CGI annex II art. 242 nonies A) — its name and
 * legal form, address, registration, VAT number and share capital.
 */

/** Local defaults: a fictitious company, refused in production. */
export const LOCAL_LEGAL = {
  name: 'Maison Rue SAS',
  address: '12 rue de la Mode, 75002 Paris, France',
  registration: 'RCS Paris 912 345 678',
  vatNumber: 'FR40912345678',
  shareCapital: '10 000 €',
} as const;

const ZLine = (fallback: string) => z.string().trim().min(1).max(200).default(fallback);

const ZLegalSource = z.object({
  SHOP_LEGAL_NAME: ZLine(LOCAL_LEGAL.name),
  SHOP_LEGAL_ADDRESS: ZLine(LOCAL_LEGAL.address),
  SHOP_REGISTRATION: ZLine(LOCAL_LEGAL.registration),
  SHOP_VAT_NUMBER: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'must be a VAT number (FR40912345678)'))
    .default(LOCAL_LEGAL.vatNumber),
  SHOP_SHARE_CAPITAL: ZLine(LOCAL_LEGAL.shareCapital),
});

export interface LegalEnv {
  name: string;
  address: string;
  registration: string;
  vatNumber: string;
  shareCapital: string;
}

/** `present` is the source without empty values. */
export function loadLegalEnv(present: Source, nodeEnv: NodeEnv): LegalEnv {
  const raw = parseSettings(ZLegalSource, present);
  // Bills with a made-up company on them are worthless to the customer and to the tax office.
  if (nodeEnv === 'production' && raw.SHOP_VAT_NUMBER === LOCAL_LEGAL.vatNumber)
    throw invalidEnvironment([
      'SHOP_VAT_NUMBER: the local example company; set the shop’s own legal mentions when NODE_ENV=production',
    ]);
  return {
    name: raw.SHOP_LEGAL_NAME,
    address: raw.SHOP_LEGAL_ADDRESS,
    registration: raw.SHOP_REGISTRATION,
    vatNumber: raw.SHOP_VAT_NUMBER,
    shareCapital: raw.SHOP_SHARE_CAPITAL,
  };
}
