import type { StickerVariant } from '../src/sticker';

/**
 * Offline product pictures for stories: simple studio shots drawn in SVG (4:5), so Storybook
 * builds and renders without network.
 */
const shapes = {
  tee: `<path d="M140 120 95 140 55 210l45 25 25-35v210h150V200l25 35 45-25-40-70-45-20c-15 22-35 32-60 32s-45-10-60-32z"/>`,
  hoodie: `<path d="M150 120q50-70 100 0l55 20 30 200-45 5-15-130v215H125V215l-15 130-45-5 30-200z"/><path d="M165 330h70v40h-70z" fill="rgb(0 0 0 / .12)"/><path d="M175 125q25 30 50 0" fill="none" stroke="rgb(0 0 0 / .2)" stroke-width="4"/>`,
  sneaker: `<path d="M60 320q8-60 85-70l60-32q35-8 55 30 40 33 90 38 28 6 22 44L60 340z"/><path d="M55 332h302v22H55z" fill="#fff" stroke="rgb(0 0 0 / .1)"/><path d="M150 262l20 30m10-42 20 30m10-40 18 28" stroke="rgb(255 255 255 / .7)" stroke-width="5"/>`,
  cap: `<path d="M105 300q0-110 100-110t100 110z"/><path d="M290 292q60 2 85 20H285z"/><circle cx="205" cy="190" r="8"/>`,
  trousers: `<path d="M150 90h100l28 350h-62l-16-240-16 240h-62z"/><path d="M150 90h100v18H150z" fill="rgb(0 0 0 / .15)"/>`,
  jacket: `<path d="M145 110 90 135 65 345l45 5 20-140v230h140V210l20 140 45-5-25-210-55-25-55 40z"/><path d="M200 150v230" stroke="rgb(0 0 0 / .25)" stroke-width="3"/><path d="M145 110l55 40 55-40" fill="none" stroke="rgb(0 0 0 / .2)" stroke-width="4"/>`,
} as const;

export type FixtureShape = keyof typeof shapes;

export function fixturePicture(shape: FixtureShape, garment: string, backdrop = '#ecebe7'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="${backdrop}"/><ellipse cx="200" cy="455" rx="150" ry="14" fill="rgb(0 0 0 / .06)"/><g fill="${garment}">${shapes[shape]}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const priceLabels = { now: 'Prix actuel', before: 'Prix initial' };

export interface FixtureProduct {
  id: number;
  brand: string;
  title: string;
  name: string;
  price: { price: number; originalPrice: number };
  picture: { src: string; alt: string };
  stickers?: { variant: StickerVariant; label: string }[];
  sizes?: string[];
  sizesText?: string;
  soldOut?: boolean;
}

export const products: FixtureProduct[] = [
  {
    id: 1,
    brand: 'Carhartt WIP',
    title: 'Sweat à capuche Chase',
    name: 'Sweat à capuche',
    price: { price: 41.99, originalPrice: 59.99 },
    picture: { src: fixturePicture('hoodie', '#5b6b4e'), alt: 'Sweat à capuche Chase vert olive' },
    stickers: [{ variant: 'promo', label: '-30%' }],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    id: 2,
    brand: 'Nike',
    title: 'Air Max 90',
    name: 'Baskets basses',
    price: { price: 139.99, originalPrice: 139.99 },
    picture: { src: fixturePicture('sneaker', '#e9e7e1', '#d9dde3'), alt: 'Air Max 90 blanches' },
    stickers: [{ variant: 'white', label: 'Nouveau' }],
    sizesText: 'Plusieurs tailles',
  },
  {
    id: 3,
    brand: 'Patagonia',
    title: 'T-shirt P-6 Logo Responsibili-Tee',
    name: 'T-shirt manches courtes',
    price: { price: 45, originalPrice: 45 },
    picture: { src: fixturePicture('tee', '#f4f1e8', '#cfd8d2'), alt: 'T-shirt P-6 Logo écru' },
    stickers: [{ variant: 'eco', label: 'Éco-responsable' }],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    id: 4,
    brand: 'Stüssy',
    title: 'Casquette Big Stock Low Pro',
    name: 'Casquette',
    price: { price: 55, originalPrice: 55 },
    picture: { src: fixturePicture('cap', '#1d1d1f', '#e6e1d8'), alt: 'Casquette Big Stock noire' },
    stickers: [{ variant: 'exclusive', label: 'Exclusivité' }],
    sizesText: 'Taille unique',
  },
  {
    id: 5,
    brand: 'Dickies',
    title: 'Pantalon 874 Work Pant',
    name: 'Pantalon droit',
    price: { price: 34.99, originalPrice: 69.99 },
    picture: { src: fixturePicture('trousers', '#6e5a43', '#e8e4dc'), alt: 'Pantalon 874 marron' },
    stickers: [
      { variant: 'promo', label: '-50%' },
      { variant: 'grey', label: 'Dernières pièces' },
    ],
    sizes: ['28', '30', '32', '34', '36'],
  },
  {
    id: 6,
    brand: 'The North Face',
    title: 'Veste 1996 Retro Nuptse',
    name: 'Doudoune',
    price: { price: 320, originalPrice: 320 },
    picture: { src: fixturePicture('jacket', '#c2452d', '#dfe3e6'), alt: 'Veste Nuptse rouge' },
    stickers: [{ variant: 'large', label: 'Top ventes' }],
    sizesText: 'Plusieurs tailles',
    soldOut: true,
  },
];
