// Word lists for synthetic streetwear products, in French as the main store's records are
// (the indexer writes the store's default locale into `name` and `categoryName`).

// prettier-ignore
export const BRANDS = [
  'Nike', 'Adidas', 'Puma', 'New Balance', 'Vans', 'Converse', 'Reebok', 'Carhartt WIP',
  'Stüssy', 'Obey', "Levi's", 'The North Face', 'Champion', 'Fila', 'Kappa', 'Lacoste',
  'Tommy Jeans', 'Dickies', 'Ellesse', 'Asics', 'Jordan', 'Patagonia', 'Element', 'Huf',
  'Salomon',
];

/** [category name, product noun used in names, size family]. */
// prettier-ignore
export const CATEGORIES: [string, string, 'top' | 'bottom' | 'shoe' | 'one'][] = [
  ['Sweats à capuche', 'Sweat à capuche', 'top'], ['T-shirts', 'T-shirt', 'top'],
  ['Baskets', 'Baskets', 'shoe'], ['Vestes', 'Veste', 'top'], ['Jeans', 'Jean', 'bottom'],
  ['Casquettes', 'Casquette', 'one'], ['Pantalons', 'Pantalon', 'bottom'],
  ['Shorts', 'Short', 'bottom'], ['Chemises', 'Chemise', 'top'], ['Pulls', 'Pull', 'top'],
  ['Doudounes', 'Doudoune', 'top'], ['Polos', 'Polo', 'top'], ['Robes', 'Robe', 'top'],
  ['Jupes', 'Jupe', 'bottom'], ['Bonnets', 'Bonnet', 'one'], ['Sacs', 'Sac', 'one'],
  ['Chaussettes', 'Chaussettes', 'one'], ['Parkas', 'Parka', 'top'],
  ['Blousons', 'Blouson', 'top'], ['Débardeurs', 'Débardeur', 'top'],
  ['Survêtements', 'Survêtement', 'top'], ['Joggings', 'Jogging', 'bottom'],
  ['Sweats', 'Sweat', 'top'], ['Chaussures de skate', 'Chaussures de skate', 'shoe'],
  ['Sandales', 'Sandales', 'shoe'], ['Montres', 'Montre', 'one'],
  ['Lunettes de soleil', 'Lunettes de soleil', 'one'], ['Ceintures', 'Ceinture', 'one'],
  ['Écharpes', 'Écharpe', 'one'], ['Gants', 'Gants', 'one'],
];

// prettier-ignore
export const COLOURS = [
  'Noir', 'Blanc', 'Gris', 'Bleu', 'Rouge', 'Vert', 'Beige', 'Kaki', 'Rose', 'Bleu marine',
  'Jaune', 'Orange', 'Violet', 'Marron', 'Bordeaux', 'Écru', 'Multicolore',
];

// prettier-ignore
export const ADJECTIVES = [
  'Oversize', 'Vintage', 'Classique', 'Essentiel', 'Brodé', 'Imprimé', 'Délavé', 'Zippé',
  'Graphique', 'Rétro', 'Technique', 'Léger', 'Épais', 'Ample', 'Slim', 'Cropped', 'Premium',
  'Original', 'Authentique', 'Utilitaire', 'Matelassé', 'Réversible', 'Coupe-vent', 'Sport',
];

// prettier-ignore
export const MATERIALS = [
  'coton', 'denim', 'cuir', 'polaire', 'nylon', 'lin', 'laine', 'velours', 'suède', 'jersey',
  'molleton', 'ripstop', 'toile', 'sherpa', 'mesh',
];

// prettier-ignore
export const DETAILS = [
  'logo', 'poche poitrine', 'col rond', 'col montant', 'à rayures', 'à carreaux', 'camouflage',
  'tie-dye', 'patch', 'capuche amovible', 'bandes latérales', 'script', 'monogramme',
];

// Model names are made-up words built from syllables: hundreds of distinct, searchable words.
// prettier-ignore
const HEADS = ['ka', 'vel', 'mo', 'zen', 'tri', 'lu', 'sor', 'ar', 'ni', 'bra', 'quo', 'del',
  'fi', 'gor', 'ys', 'pa', 'ro', 'tes', 'ul', 'cha', 'dri', 'hal', 'jun', 'ker', 'lom', 'nor',
  'ost', 'pre', 'sil', 'wen'];
// prettier-ignore
const TAILS = ['vo', 'ra', 'lix', 'don', 'mi', 'tan', 'ser', 'ko', 'ne', 'rus', 'lia', 'pex',
  'ta', 'gen', 'zo', 'bel', 'cor', 'dax', 'fen', 'gal', 'mar', 'nek', 'pol', 'rin', 'vik'];
export const MODELS = HEADS.flatMap((head) => TAILS.map((tail) => head + tail));

export const SIZES = {
  top: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  bottom: ['26', '28', '30', '32', '34', '36', 'S', 'M', 'L'],
  shoe: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  one: ['TU'],
};

export const GENDERS = ['Homme', 'Femme', 'Unisexe'];
export const LABELS = ['promo', 'flash_sale', 'top_sale', 'new'] as const;
