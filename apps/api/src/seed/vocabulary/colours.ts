import { perLocale } from '@shop/domain/locales';
import type { Words } from './types';

export interface Colour {
  hex: string;
  names: Words;
  /** Share of the products. */
  weight: number;
}

const c = (
  hex: string,
  weight: number,
  ...names: [string, string, string, string, string, string]
): Colour => ({ hex, weight, names: perLocale(...names) });

// prettier-ignore
export const COLOURS: Colour[] = [
  c('#1c1c1e', 20, 'Noir', 'Negro', 'Nero', 'Zwart', 'Schwarz', 'Black'),
  c('#f4f4f0', 14, 'Blanc', 'Blanco', 'Bianco', 'Wit', 'Weiß', 'White'),
  c('#9a9a9e', 10, 'Gris', 'Gris', 'Grigio', 'Grijs', 'Grau', 'Grey'),
  c('#1f2a44', 8, 'Bleu marine', 'Azul marino', 'Blu navy', 'Marineblauw', 'Marineblau', 'Navy'),
  c('#5b6b3a', 6, 'Kaki', 'Caqui', 'Cachi', 'Kaki', 'Khaki', 'Khaki'),
  c('#d8c7a3', 6, 'Beige', 'Beige', 'Beige', 'Beige', 'Beige', 'Beige'),
  c('#6e1f2e', 4, 'Bordeaux', 'Burdeos', 'Bordeaux', 'Bordeaux', 'Bordeaux', 'Burgundy'),
  c('#2f4f3a', 4, 'Vert', 'Verde', 'Verde', 'Groen', 'Grün', 'Green'),
  c('#8fb8de', 5, 'Bleu ciel', 'Azul cielo', 'Azzurro', 'Lichtblauw', 'Hellblau', 'Sky blue'),
  c('#e2702a', 3, 'Orange', 'Naranja', 'Arancione', 'Oranje', 'Orange', 'Orange'),
  c('#c62d2d', 4, 'Rouge', 'Rojo', 'Rosso', 'Rood', 'Rot', 'Red'),
  c('#6b4a34', 4, 'Marron', 'Marrón', 'Marrone', 'Bruin', 'Braun', 'Brown'),
  c('#b9a3d0', 3, 'Lilas', 'Lila', 'Lilla', 'Lila', 'Flieder', 'Lilac'),
  c('#e8c547', 3, 'Jaune', 'Amarillo', 'Giallo', 'Geel', 'Gelb', 'Yellow'),
  c('#e9a1b5', 3, 'Rose', 'Rosa', 'Rosa', 'Roze', 'Rosa', 'Pink'),
];
