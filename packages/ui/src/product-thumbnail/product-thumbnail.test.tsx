import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ProductThumbnail,
  ProductThumbnailSkeleton,
  type ProductThumbnailProps,
} from './product-thumbnail';

const base: ProductThumbnailProps = {
  href: '/p/nike-air-max-90-blanc-123',
  picture: {
    src: '/img/123.jpg',
    srcSet: '/img/123-360.jpg 360w',
    sizes: '50vw',
    alt: 'Nike Air Max 90 blanche',
  },
  brand: 'Nike',
  title: 'Air Max 90',
  name: 'Baskets basses',
  price: { price: 41.99, originalPrice: 59.99 },
  locale: 'fr',
  priceLabels: { now: 'Prix actuel', before: 'Prix initial' },
};

const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ') ?? '';

describe('ProductThumbnail', () => {
  it('links picture and title to the product with a single link', () => {
    const { container } = render(<ProductThumbnail {...base} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/p/nike-air-max-90-blanc-123');
    const img = screen.getByRole('img', { name: 'Nike Air Max 90 blanche' });
    expect(links[0]?.contains(img)).toBe(true);
    expect(links[0]?.contains(screen.getByRole('heading', { name: 'Air Max 90' }))).toBe(true);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toBe('/img/123-360.jpg 360w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(screen.getByText('Nike')).toBeTruthy();
    expect(screen.getByText('Baskets basses')).toBeTruthy();
    expect(text(container.querySelector('ins'))).toBe('Prix actuel 41,99 €');
  });

  it('loads eagerly with high priority when above the fold', () => {
    render(<ProductThumbnail {...base} priority />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders stickers in order with their variants', () => {
    const { container } = render(
      <ProductThumbnail
        {...base}
        stickers={[
          { variant: 'promo', label: '-30%' },
          { variant: 'eco', label: 'Éco-responsable' },
        ]}
      />,
    );
    const stickers = container.querySelectorAll('.ui-thumb__stickers .ui-sticker');
    expect([...stickers].map((s) => s.textContent)).toEqual(['-30%', 'Éco-responsable']);
    expect(stickers[0]?.classList.contains('ui-sticker--promo')).toBe(true);
    expect(stickers[1]?.classList.contains('ui-sticker--eco')).toBe(true);
  });

  it('shows the sold-out label over the picture', () => {
    const { container } = render(<ProductThumbnail {...base} soldOut soldOutLabel="Épuisé" />);
    expect(container.firstElementChild?.classList.contains('ui-thumb--sold-out')).toBe(true);
    expect(screen.getByText('Épuisé').closest('.ui-thumb__frame')).not.toBeNull();
  });

  it('shows the sizes text when there are no size chips', () => {
    render(<ProductThumbnail {...base} sizesText="Plusieurs tailles" />);
    expect(screen.getByText('Plusieurs tailles')).toBeTruthy();
  });

  it('shows sizes as a labelled list of chips, in place of the sizes text', () => {
    render(
      <ProductThumbnail
        {...base}
        sizes={['S', 'M', 'L']}
        sizesLabel="Tailles disponibles"
        sizesText="Plusieurs tailles"
      />,
    );
    const list = screen.getByRole('list', { name: 'Tailles disponibles' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['S', 'M', 'L']);
    expect(screen.queryByText('Plusieurs tailles')).toBeNull();
  });

  it('keeps the favourite and actions slots outside the link', () => {
    const { container } = render(
      <ProductThumbnail
        {...base}
        favourite={<button type="button">Ajouter aux favoris</button>}
        actions={<button type="button">Ajouter au panier</button>}
        freeShippingLabel="Livraison offerte"
      />,
    );
    const link = container.querySelector('a');
    expect(link?.contains(screen.getByRole('button', { name: 'Ajouter aux favoris' }))).toBe(false);
    expect(link?.contains(screen.getByRole('button', { name: 'Ajouter au panier' }))).toBe(false);
    expect(screen.getByText('Livraison offerte')).toBeTruthy();
  });

  it('keeps a neutral frame without picture or when the picture fails', () => {
    const { container, rerender } = render(<ProductThumbnail {...base} picture={undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.ui-thumb__frame .ui-thumb__placeholder')).not.toBeNull();

    rerender(<ProductThumbnail {...base} />);
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Nike Air Max 90 blanche').className).toBe('ui-visually-hidden');
  });

  it('uses the given link component and heading level', () => {
    render(
      <ProductThumbnail
        {...base}
        titleAs="h2"
        linkAs={({ href, className, children }) => (
          <a href={`/fr${href}`} className={className} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/p/nike-air-max-90-blanc-123');
    expect(screen.getByRole('heading', { level: 2, name: 'Air Max 90' })).toBeTruthy();
  });
});

describe('ProductThumbnailSkeleton', () => {
  it('is hidden from assistive technology and keeps the frame', () => {
    const { container } = render(<ProductThumbnailSkeleton withSizes withActions />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.querySelector('.ui-thumb__frame')).not.toBeNull();
    expect(root?.querySelector('.ui-thumb__actions')).not.toBeNull();
  });
});
