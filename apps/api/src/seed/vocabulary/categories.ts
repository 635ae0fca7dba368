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

const w = (fr: string, es: string, it: string, nl: string, de: string, en: string): Words => ({
  fr,
  es,
  it,
  nl,
  de,
  en,
});

// prettier-ignore
export const CATEGORY_TREE: RootCategory[] = [
  {
    slug: 'clothing',
    kind: 'tee',
    names: w('Vêtements', 'Ropa', 'Abbigliamento', 'Kleding', 'Kleidung', 'Clothing'),
    children: [
      { slug: 't-shirts', kind: 'tee', names: w('T-shirts', 'Camisetas', 'T-shirt', 'T-shirts', 'T-Shirts', 'T-shirts'), nouns: w('t-shirt', 'camiseta', 't-shirt', 't-shirt', 'T-Shirt', 'T-shirt'), sizes: 'apparel', qualifiers: 'apparel', weight: 22, price: [25, 55] },
      { slug: 'hoodies', kind: 'hoodie', names: w('Sweats à capuche', 'Sudaderas con capucha', 'Felpe con cappuccio', 'Hoodies', 'Hoodies', 'Hoodies'), nouns: w('sweat à capuche', 'sudadera con capucha', 'felpa con cappuccio', 'hoodie', 'Hoodie', 'hoodie'), sizes: 'apparel', qualifiers: 'apparel', weight: 16, price: [55, 120] },
      { slug: 'sweatshirts', kind: 'sweatshirt', names: w('Sweats', 'Sudaderas', 'Felpe', 'Sweaters', 'Sweatshirts', 'Sweatshirts'), nouns: w('sweat', 'sudadera', 'felpa', 'sweater', 'Sweatshirt', 'sweatshirt'), sizes: 'apparel', qualifiers: 'apparel', weight: 8, price: [50, 110] },
      { slug: 'jackets', kind: 'jacket', names: w('Vestes', 'Chaquetas', 'Giacche', 'Jassen', 'Jacken', 'Jackets'), nouns: w('veste', 'chaqueta', 'giacca', 'jas', 'Jacke', 'jacket'), sizes: 'apparel', qualifiers: 'apparel', weight: 10, price: [90, 260] },
      { slug: 'trousers', kind: 'trousers', names: w('Pantalons', 'Pantalones', 'Pantaloni', 'Broeken', 'Hosen', 'Trousers'), nouns: w('pantalon', 'pantalón', 'pantaloni', 'broek', 'Hose', 'trousers'), sizes: 'waist', qualifiers: 'apparel', weight: 10, price: [50, 130] },
      { slug: 'shorts', kind: 'shorts', names: w('Shorts', 'Pantalones cortos', 'Shorts', 'Korte broeken', 'Shorts', 'Shorts'), nouns: w('short', 'pantalón corto', 'shorts', 'korte broek', 'Shorts', 'shorts'), sizes: 'apparel', qualifiers: 'apparel', weight: 5, price: [35, 80] },
    ],
  },
  {
    slug: 'shoes',
    kind: 'sneaker',
    names: w('Chaussures', 'Calzado', 'Scarpe', 'Schoenen', 'Schuhe', 'Shoes'),
    children: [
      { slug: 'sneakers', kind: 'sneaker', names: w('Sneakers', 'Zapatillas', 'Sneakers', 'Sneakers', 'Sneaker', 'Sneakers'), nouns: w('baskets', 'zapatillas', 'sneakers', 'sneakers', 'Sneaker', 'sneakers'), sizes: 'shoes', qualifiers: 'shoes', weight: 12, price: [80, 220] },
      { slug: 'slides', kind: 'slide', names: w('Claquettes', 'Chanclas', 'Ciabatte', 'Slippers', 'Badelatschen', 'Slides'), nouns: w('claquettes', 'chanclas', 'ciabatte', 'slippers', 'Badelatschen', 'slides'), sizes: 'shoes', qualifiers: 'shoes', weight: 3, price: [25, 60] },
    ],
  },
  {
    slug: 'accessories',
    kind: 'bag',
    names: w('Accessoires', 'Accesorios', 'Accessori', 'Accessoires', 'Accessoires', 'Accessories'),
    children: [
      { slug: 'caps', kind: 'cap', names: w('Casquettes', 'Gorras', 'Cappellini', 'Petten', 'Caps', 'Caps'), nouns: w('casquette', 'gorra', 'cappellino', 'pet', 'Cap', 'cap'), sizes: 'one', qualifiers: 'accessories', weight: 6, price: [20, 45] },
      { slug: 'beanies', kind: 'beanie', names: w('Bonnets', 'Gorros', 'Berretti', 'Mutsen', 'Mützen', 'Beanies'), nouns: w('bonnet', 'gorro', 'berretto', 'muts', 'Mütze', 'beanie'), sizes: 'one', qualifiers: 'accessories', weight: 3, price: [18, 40] },
      { slug: 'bags', kind: 'bag', names: w('Sacs', 'Bolsos', 'Borse', 'Tassen', 'Taschen', 'Bags'), nouns: w('sac', 'bolso', 'borsa', 'tas', 'Tasche', 'bag'), sizes: 'one', qualifiers: 'accessories', weight: 3, price: [30, 150] },
      { slug: 'backpacks', kind: 'backpack', names: w('Sacs à dos', 'Mochilas', 'Zaini', 'Rugzakken', 'Rucksäcke', 'Backpacks'), nouns: w('sac à dos', 'mochila', 'zaino', 'rugzak', 'Rucksack', 'backpack'), sizes: 'one', qualifiers: 'accessories', weight: 2, price: [45, 160] },
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
