import './category-tile.css';

export interface CategoryTileProps {
  href: string;
  title: string;
  image: string;
  /** 314 px square by default, 202 when small (storefront section 9). */
  small?: boolean;
  loading?: 'eager' | 'lazy';
}

export const CATEGORY_TILE_SIZE = 314;
export const CATEGORY_TILE_SMALL_SIZE = 202;

/** A picture and a title linking to a listing. */
export function CategoryTile({ href, title, image, small, loading = 'lazy' }: CategoryTileProps) {
  const size = small ? CATEGORY_TILE_SMALL_SIZE : CATEGORY_TILE_SIZE;
  return (
    <a className={`ui-category-tile${small ? ' ui-category-tile--small' : ''}`} href={href}>
      <img src={image} alt="" width={size} height={size} loading={loading} decoding="async" />
      <span className="ui-category-tile__title">{title}</span>
    </a>
  );
}

export interface HighlightBlockProps {
  heading: string;
  subtitle?: string | null;
  tiles: readonly Omit<CategoryTileProps, 'small' | 'loading'>[];
  small?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** The home's highlight block: heading, subtitle and a grid of category tiles. */
export function HighlightBlock({
  heading,
  subtitle,
  tiles,
  small,
  headingLevel: Heading = 'h2',
}: HighlightBlockProps) {
  return (
    <section className="ui-highlight">
      <Heading className="ui-highlight__heading">{heading}</Heading>
      {subtitle && <p className="ui-highlight__subtitle">{subtitle}</p>}
      <ul className="ui-highlight__grid">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <CategoryTile {...tile} small={small} />
          </li>
        ))}
      </ul>
    </section>
  );
}
