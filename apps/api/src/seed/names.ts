import { interpolate } from '@shop/i18n/interpolate';
import { LOCALES } from '@shop/domain/locales';
import { capitalise, slugify } from './text';
import type { Qualifier } from './vocabulary/qualifiers';
import type { Words } from './vocabulary/types';

/**
 * A product name in the six languages: the qualifier phrase around the category noun, then
 * the model name ("Sweat à capuche oversize Delta" / "Oversized hoodie Delta").
 */
export function productNames(noun: Words, qualifier: Qualifier, model: string): Words {
  const names = {} as Words;
  for (const locale of LOCALES) {
    names[locale] = capitalise(`${interpolate(qualifier[locale], { n: noun[locale] })} ${model}`);
  }
  return names;
}

/** Slugs per language, made unique by the product id suffix. */
export function productSlugs(names: Words, id: number): Words {
  const slugs = {} as Words;
  for (const locale of LOCALES) slugs[locale] = `${slugify(names[locale])}-${id}`;
  return slugs;
}
