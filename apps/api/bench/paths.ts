import { listingWord, WORD_LISTING_KINDS } from '@shop/domain/routes';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import { mulberry32 } from '../src/seed/prng';

/**
 * Random listing paths of the main store as shoppers make them: categories, brands, artists,
 * ranges, route words and their combinations, with pages, sizes, colours and price ranges,
 * so most requests miss the parse cache.
 */
export async function listingPathMaker(
  db: Db,
  seed = 7,
): Promise<() => { path: string; url: string }> {
  const [categories, brands, artists, ranges] = await Promise.all([
    db.select({ id: t.categories.id, slugs: t.categories.slugs }).from(t.categories),
    db.select({ id: t.brands.id, slug: t.brands.slug }).from(t.brands),
    db.select({ id: t.artists.id, slug: t.artists.slug }).from(t.artists),
    db.select({ id: t.ranges.id, slug: t.ranges.slug }).from(t.ranges),
  ]);
  const random = mulberry32(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const category = () => {
    const found = pick(categories);
    return `${found.slugs.fr}-c${found.id}`;
  };
  const shapes: (() => string)[] = [
    () => `/${category()}`,
    () => {
      const brand = pick(brands);
      return `/${brand.slug}-b${brand.id}`;
    },
    () => {
      const brand = pick(brands);
      return `/${brand.slug}-b${brand.id}/${category()}`;
    },
    () => {
      const artist = pick(artists);
      return `/${artist.slug}-a${artist.id}`;
    },
    () => {
      const range = pick(ranges);
      return `/${range.slug}-r${range.id}`;
    },
    () => `/${listingWord(pick([...WORD_LISTING_KINDS]), 'fr', 'fr')}`,
    () =>
      `/${listingWord(pick(['sales', 'novelty', 'promotions'] as const), 'fr', 'fr')}/${category()}`,
  ];
  const queries: (() => string)[] = [
    () => '',
    () => `page=${2 + Math.floor(random() * 60)}`,
    () => `sizes=${pick(['S', 'M', 'L', 'XL'])}--${pick(['38', '40', '42'])}`,
    () =>
      `colors=${pick(['Noir', 'Blanc', 'Gris', 'Kaki'])}&prices=${Math.floor(random() * 50)}~${50 + Math.floor(random() * 200)}`,
    () =>
      `brands=${pick(brands).slug.replace(/-/g, '+')}&sexe=femme.homme&page=${2 + Math.floor(random() * 20)}`,
  ];
  return () => {
    const path = pick(shapes)();
    const query = pick(queries)();
    return { path, url: query ? `${path}?${query}` : path };
  };
}
