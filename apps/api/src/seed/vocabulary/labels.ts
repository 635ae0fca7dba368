import { perLocale } from '@shop/domain/locales';
import type { Gender, Words } from './types';

// prettier-ignore
export const GENDER_NAMES: Record<Gender, Words> = {
  men: perLocale('Homme', 'Hombre', 'Uomo', 'Heren', 'Herren', 'Men'),
  women: perLocale('Femme', 'Mujer', 'Donna', 'Dames', 'Damen', 'Women'),
  unisex: perLocale('Unisexe', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex'),
};

/** Eco-labels, ids in this order from 1. */
// prettier-ignore
export const ECO_LABELS: { code: string; names: Words }[] = [
  { code: 'organic-cotton', names: perLocale('Coton bio certifié', 'Algodón orgánico certificado', 'Cotone biologico certificato', 'Gecertificeerd biokatoen', 'Zertifizierte Bio-Baumwolle', 'Certified organic cotton') },
  { code: 'recycled', names: perLocale('Matières recyclées', 'Materiales reciclados', 'Materiali riciclati', 'Gerecyclede materialen', 'Recycelte Materialien', 'Recycled materials') },
  { code: 'low-impact-dye', names: perLocale('Teinture à faible impact', 'Tinte de bajo impacto', 'Tintura a basso impatto', 'Verf met lage impact', 'Färbung mit geringer Belastung', 'Low-impact dye') },
  { code: 'fair-made', names: perLocale('Fabrication équitable', 'Fabricación justa', 'Produzione equa', 'Eerlijk gemaakt', 'Fair hergestellt', 'Fairly made') },
];

// prettier-ignore
export const MARKET_LABELS: { code: string; class: 'eco_friendly' | 'exclusivity'; names: Words }[] = [
  { code: 'eco_friendly', class: 'eco_friendly', names: perLocale('Éco-responsable', 'Ecorresponsable', 'Eco-responsabile', 'Duurzaam', 'Nachhaltig', 'Eco-friendly') },
  { code: 'exclusivity', class: 'exclusivity', names: perLocale('Exclusivité', 'Exclusiva', 'Esclusiva', 'Exclusief', 'Exklusiv', 'Exclusive') },
];
