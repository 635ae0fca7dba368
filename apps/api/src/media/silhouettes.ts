import { backpack, bag, beanie, cap } from './garments/accessories';
import { shorts, trousers } from './garments/bottoms';
import { slide, sneaker } from './garments/shoes';
import { hoodie, jacket, sweatshirt, tee } from './garments/tops';
import type { Garment } from './garments/types';

export type { Crop, Garment, GarmentView, Texture } from './garments/types';

/**
 * One drawing per garment kind (the `kind` of a category). Kinds seeded before the finer ones
 * existed (shorts, slides, beanies... under trousers, sneaker, cap) still draw their old shape.
 */
export const GARMENTS: Record<string, Garment> = {
  tee,
  sweatshirt,
  hoodie,
  jacket,
  trousers,
  shorts,
  sneaker,
  slide,
  cap,
  beanie,
  bag,
  backpack,
};
