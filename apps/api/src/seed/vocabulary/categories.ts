import { perLocale } from '@shop/domain/locales';
import type { GarmentKind, QualifierGroup, SizeScale, Words } from './types';

export interface LeafCategory {
  /** Canonical (English) slug, unique. */
  slug: string;
  kind: GarmentKind;
  /** Category name, plural. */
  names: Words;
  /** Product noun, singular; lower case except where the language capitalises nouns. */
  nouns: Words;
  sizes: SizeScale;
  qualifiers: QualifierGroup;
  /** Share of the products. */
  weight: number;
  /** Regular price range in euros. */
  price: [number, number];
}

export interface RootCategory {
  slug: string;
  kind: GarmentKind;
  names: Words;
  children: LeafCategory[];
}

// prettier-ignore
export const CATEGORY_TREE: RootCategory[] = [
  {
    slug: 'clothing',
    kind: 'tee',
    names: perLocale('Vêtements', 'Ropa', 'Abbigliamento', 'Kleding', 'Kleidung', 'Clothing'),
    children: [
      { slug: 't-shirts', kind: 'tee', names: perLocale('T-shirts', 'Camisetas', 'T-shirt', 'T-shirts', 'T-Shirts', 'T-shirts'), nouns: perLocale('t-shirt', 'camiseta', 't-shirt', 't-shirt', 'T-Shirt', 'T-shirt'), sizes: 'apparel', qualifiers: 'apparel', weight: 22, price: [25, 55] },
      { slug: 'hoodies', kind: 'hoodie', names: perLocale('Sweats à capuche', 'Sudaderas con capucha', 'Felpe con cappuccio', 'Hoodies', 'Hoodies', 'Hoodies'), nouns: perLocale('sweat à capuche', 'sudadera con capucha', 'felpa con cappuccio', 'hoodie', 'Hoodie', 'hoodie'), sizes: 'apparel', qualifiers: 'apparel', weight: 16, price: [55, 120] },
      { slug: 'sweatshirts', kind: 'sweatshirt', names: perLocale('Sweats', 'Sudaderas', 'Felpe', 'Sweaters', 'Sweatshirts', 'Sweatshirts'), nouns: perLocale('sweat', 'sudadera', 'felpa', 'sweater', 'Sweatshirt', 'sweatshirt'), sizes: 'apparel', qualifiers: 'apparel', weight: 8, price: [50, 110] },
      { slug: 'jackets', kind: 'jacket', names: perLocale('Vestes', 'Chaquetas', 'Giacche', 'Jassen', 'Jacken', 'Jackets'), nouns: perLocale('veste', 'chaqueta', 'giacca', 'jas', 'Jacke', 'jacket'), sizes: 'apparel', qualifiers: 'apparel', weight: 10, price: [90, 260] },
      { slug: 'trousers', kind: 'trousers', names: perLocale('Pantalons', 'Pantalones', 'Pantaloni', 'Broeken', 'Hosen', 'Trousers'), nouns: perLocale('pantalon', 'pantalón', 'pantaloni', 'broek', 'Hose', 'trousers'), sizes: 'waist', qualifiers: 'apparel', weight: 10, price: [50, 130] },
      { slug: 'shorts', kind: 'shorts', names: perLocale('Shorts', 'Pantalones cortos', 'Shorts', 'Korte broeken', 'Shorts', 'Shorts'), nouns: perLocale('short', 'pantalón corto', 'shorts', 'korte broek', 'Shorts', 'shorts'), sizes: 'apparel', qualifiers: 'apparel', weight: 5, price: [35, 80] },
    ],
  },
  {
    slug: 'shoes',
    kind: 'sneaker',
    names: perLocale('Chaussures', 'Calzado', 'Scarpe', 'Schoenen', 'Schuhe', 'Shoes'),
    children: [
      { slug: 'sneakers', kind: 'sneaker', names: perLocale('Sneakers', 'Zapatillas', 'Sneakers', 'Sneakers', 'Sneaker', 'Sneakers'), nouns: perLocale('baskets', 'zapatillas', 'sneakers', 'sneakers', 'Sneaker', 'sneakers'), sizes: 'shoes', qualifiers: 'shoes', weight: 12, price: [80, 220] },
      { slug: 'slides', kind: 'slide', names: perLocale('Claquettes', 'Chanclas', 'Ciabatte', 'Slippers', 'Badelatschen', 'Slides'), nouns: perLocale('claquettes', 'chanclas', 'ciabatte', 'slippers', 'Badelatschen', 'slides'), sizes: 'shoes', qualifiers: 'shoes', weight: 3, price: [25, 60] },
    ],
  },
  {
    slug: 'accessories',
    kind: 'bag',
    names: perLocale('Accessoires', 'Accesorios', 'Accessori', 'Accessoires', 'Accessoires', 'Accessories'),
    children: [
      { slug: 'caps', kind: 'cap', names: perLocale('Casquettes', 'Gorras', 'Cappellini', 'Petten', 'Caps', 'Caps'), nouns: perLocale('casquette', 'gorra', 'cappellino', 'pet', 'Cap', 'cap'), sizes: 'one', qualifiers: 'accessories', weight: 6, price: [20, 45] },
      { slug: 'beanies', kind: 'beanie', names: perLocale('Bonnets', 'Gorros', 'Berretti', 'Mutsen', 'Mützen', 'Beanies'), nouns: perLocale('bonnet', 'gorro', 'berretto', 'muts', 'Mütze', 'beanie'), sizes: 'one', qualifiers: 'accessories', weight: 3, price: [18, 40] },
      { slug: 'bags', kind: 'bag', names: perLocale('Sacs', 'Bolsos', 'Borse', 'Tassen', 'Taschen', 'Bags'), nouns: perLocale('sac', 'bolso', 'borsa', 'tas', 'Tasche', 'bag'), sizes: 'one', qualifiers: 'accessories', weight: 3, price: [30, 150] },
      { slug: 'backpacks', kind: 'backpack', names: perLocale('Sacs à dos', 'Mochilas', 'Zaini', 'Rugzakken', 'Rucksäcke', 'Backpacks'), nouns: perLocale('sac à dos', 'mochila', 'zaino', 'rugzak', 'Rucksack', 'backpack'), sizes: 'one', qualifiers: 'accessories', weight: 2, price: [45, 160] },
    ],
  },
];

export interface NumberedCategory {
  id: number;
  parentId: number | null;
  position: number;
  root: RootCategory;
  leaf: LeafCategory | null;
}

/** Categories with their ids: roots first, then each root's leaves, in tree order. */
export function numberCategories(tree: RootCategory[] = CATEGORY_TREE): NumberedCategory[] {
  const rows: NumberedCategory[] = tree.map((root, index) => ({
    id: index + 1,
    parentId: null,
    position: index,
    root,
    leaf: null,
  }));
  let nextId = tree.length + 1;
  tree.forEach((root, rootIndex) => {
    root.children.forEach((leaf, position) => {
      rows.push({ id: nextId, parentId: rootIndex + 1, position, root, leaf });
      nextId += 1;
    });
  });
  return rows;
}
