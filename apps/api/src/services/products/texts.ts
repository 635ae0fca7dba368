import type { Locale } from '@shop/domain/locales';

type T = Readonly<Record<Locale, string>>;
const w = (fr: string, es: string, it: string, nl: string, de: string, en: string): T => ({
  fr,
  es,
  it,
  nl,
  de,
  en,
});

/** Sentences of the product sheet, filled from the product's own data. */
// prettier-ignore
export const PRODUCT_TEXTS = {
  description: w(
    '{name} signé {brand}, en {material}. Une pièce pensée pour durer, à porter tous les jours.',
    '{name} de {brand}, de {material}. Una prenda pensada para durar, para llevar a diario.',
    '{name} firmato {brand}, in {material}. Un capo pensato per durare, da indossare ogni giorno.',
    '{name} van {brand}, van {material}. Gemaakt om lang mee te gaan, voor elke dag.',
    '{name} von {brand}, aus {material}. Gemacht, um lange zu halten – für jeden Tag.',
    '{name} by {brand}, in {material}. Made to last and to be worn every day.',
  ),
  collab: w('Collaboration avec {artist}.', 'Colaboración con {artist}.', 'Collaborazione con {artist}.', 'Samenwerking met {artist}.', 'Kollaboration mit {artist}.', 'A collaboration with {artist}.'),
  eco: w('Label : {label}.', 'Etiqueta: {label}.', 'Etichetta: {label}.', 'Label: {label}.', 'Siegel: {label}.', 'Label: {label}.'),
  colour: w('Couleur : {value}', 'Color: {value}', 'Colore: {value}', 'Kleur: {value}', 'Farbe: {value}', 'Colour: {value}'),
  gender: w('Genre : {value}', 'Género: {value}', 'Genere: {value}', 'Voor: {value}', 'Für: {value}', 'Gender: {value}'),
  range: w('Gamme : {value}', 'Línea: {value}', 'Linea: {value}', 'Lijn: {value}', 'Linie: {value}', 'Range: {value}'),
  sizes: w('Tailles : {value}', 'Tallas: {value}', 'Taglie: {value}', 'Maten: {value}', 'Größen: {value}', 'Sizes: {value}'),
};

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
