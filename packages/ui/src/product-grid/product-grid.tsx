import { Children, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import './product-grid.css';

export type ProductGridColumns = 2 | 3 | 4 | 6;

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** One product card (or skeleton) per child; each is wrapped in an `<li>`. */
  children: ReactNode;
  /**
   * A fixed number of columns at every width, e.g. 2 for a narrow aside or 6 for a top-sales
   * strip. Without it the grid is responsive: 2 / 4 / 6 columns (see product-grid.css).
   */
  columns?: ProductGridColumns;
  /** Sets `aria-busy` while the products load (render skeletons as children meanwhile). */
  busy?: boolean;
}

/**
 * The listing grid: a list of product cards with generous gutters. No Suspense boundary per
 * card: in server rendering React outlined such boundaries and streamed the cards after the
 * footer, to be moved in by script, which held back the page's largest paint.
 */
export function ProductGrid({
  children,
  columns,
  busy,
  className,
  style,
  ...rest
}: ProductGridProps) {
  const gridStyle = columns ? ({ ...style, '--ui-grid-columns': columns } as CSSProperties) : style;
  return (
    <ul
      className={cx('ui-grid', columns !== undefined && 'ui-grid--fixed', className)}
      style={gridStyle}
      aria-busy={busy || undefined}
      {...rest}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : (
          <li className="ui-grid__item">{child}</li>
        ),
      )}
    </ul>
  );
}
