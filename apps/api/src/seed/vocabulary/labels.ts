import type { Gender, Words } from './types';

const w = (fr: string, es: string, it: string, nl: string, de: string, en: string): Words => ({
  fr,
  es,
  it,
  nl,
  de,
  en,
});

// prettier-ignore
export const GENDER_NAMES: Record<Gender, Words> = {
  men: w('Homme', 'Hombre', 'Uomo', 'Heren', 'Herren', 'Men'),
  women: w('Femme', 'Mujer', 'Donna', 'Dames', 'Damen', 'Women'),
  unisex: w('Unisexe', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex'),
};

/** Eco-labels, ids in this order from 1. */
// prettier-ignore
export const ECO_LABELS: { code: string; names: Words }[] = [
  { code: 'organic-cotton', names: w('Coton bio certifié', 'Algodón orgánico certificado', 'Cotone biologico certificato', 'Gecertificeerd biokatoen', 'Zertifizierte Bio-Baumwolle', 'Certified organic cotton') },
  { code: 'recycled', names: w('Matières recyclées', 'Materiales reciclados', 'Materiali riciclati', 'Gerecyclede materialen', 'Recycelte Materialien', 'Recycled materials') },
  { code: 'low-impact-dye', names: w('Teinture à faible impact', 'Tinte de bajo impacto', 'Tintura a basso impatto', 'Verf met lage impact', 'Färbung mit geringer Belastung', 'Low-impact dye') },
  { code: 'fair-made', names: w('Fabrication équitable', 'Fabricación justa', 'Produzione equa', 'Eerlijk gemaakt', 'Fair hergestellt', 'Fairly made') },
];

// prettier-ignore
export const MARKET_LABELS: { code: string; class: 'eco_friendly' | 'exclusivity'; names: Words }[] = [
  { code: 'eco_friendly', class: 'eco_friendly', names: w('Éco-responsable', 'Ecorresponsable', 'Eco-responsabile', 'Duurzaam', 'Nachhaltig', 'Eco-friendly') },
  { code: 'exclusivity', class: 'exclusivity', names: w('Exclusivité', 'Exclusiva', 'Esclusiva', 'Exclusief', 'Exklusiv', 'Exclusive') },
];
