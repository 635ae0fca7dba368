import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fixturePicture, priceLabels, products } from '../../.storybook/fixtures';
import { Button, IconButton } from '../button';
import { BagIcon, HeartFilledIcon, HeartIcon } from '../icons';
import { ProductGrid } from '../product-grid';
import { ProductThumbnail, ProductThumbnailSkeleton } from './product-thumbnail';

function Favourite() {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      variant="surface"
      label={on ? 'Retirer des favoris' : 'Ajouter aux favoris'}
      icon={on ? <HeartFilledIcon /> : <HeartIcon />}
      pressed={on}
      onClick={() => setOn(!on)}
    />
  );
}

/** Single cards at a listing card's width; grid stories set `parameters.grid` to opt out. */
const cardWidth: Decorator = (Story, { parameters }) =>
  parameters.grid ? (
    <Story />
  ) : (
    <div style={{ maxWidth: 260 }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Components/ProductThumbnail',
  component: ProductThumbnail,
  args: {
    href: '/p/carhartt-wip-sweat-chase-1',
    picture: {
      src: fixturePicture('tee', '#f4f1e8', '#cfd8d2'),
      alt: 'T-shirt P-6 Logo écru',
      sizes: '(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, 50vw',
    },
    brand: 'Patagonia',
    title: 'T-shirt P-6 Logo Responsibili-Tee',
    name: 'T-shirt manches courtes',
    price: { price: 45, originalPrice: 45 },
    locale: 'fr',
    priceLabels,
    sizesText: 'Plusieurs tailles',
  },
  decorators: [cardWidth],
} satisfies Meta<typeof ProductThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PromoWithStickers: Story = {
  args: {
    picture: { src: fixturePicture('hoodie', '#5b6b4e'), alt: 'Sweat à capuche Chase vert olive' },
    brand: 'Carhartt WIP',
    title: 'Sweat à capuche Chase',
    name: 'Sweat à capuche',
    price: { price: 41.99, originalPrice: 59.99 },
    stickers: [
      { variant: 'promo', label: '-30%' },
      { variant: 'eco', label: 'Éco-responsable' },
    ],
    favourite: <Favourite />,
    freeShippingLabel: 'Livraison offerte',
  },
};

export const SoldOut: Story = {
  args: {
    picture: { src: fixturePicture('jacket', '#c2452d', '#dfe3e6'), alt: 'Veste Nuptse rouge' },
    brand: 'The North Face',
    title: 'Veste 1996 Retro Nuptse',
    name: 'Doudoune',
    price: { price: 320, originalPrice: 320 },
    soldOut: true,
    soldOutLabel: 'Épuisé',
    sizesText: undefined,
  },
};

export const NoPicture: Story = {
  args: { picture: undefined, stickers: [{ variant: 'white', label: 'Nouveau' }] },
};

export const BrokenPicture: Story = {
  args: { picture: { src: '/does-not-exist.jpg', alt: 'T-shirt P-6 Logo écru' } },
};

export const ManySizes: Story = {
  args: {
    sizes: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'],
    sizesLabel: 'Tailles disponibles',
  },
};

export const WithActions: Story = {
  args: {
    favourite: <Favourite />,
    sizes: ['S', 'M', 'L'],
    sizesLabel: 'Tailles disponibles',
    actions: (
      <Button variant="secondary" size="sm" fullWidth iconStart={<BagIcon />}>
        Ajouter au panier
      </Button>
    ),
  },
};

export const Skeleton: Story = {
  render: () => <ProductThumbnailSkeleton withSizes />,
};

function Listing({ columns, withSkeletons = false }: { columns?: 2 | 6; withSkeletons?: boolean }) {
  const items = [...products, ...products].map((product, index) => ({ ...product, key: index }));
  return (
    <ProductGrid columns={columns} aria-label="Produits">
      {items.map((product, index) => (
        <ProductThumbnail
          key={product.key}
          href={`/p/${product.id}`}
          picture={{
            ...product.picture,
            sizes: '(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, 50vw',
          }}
          priority={index < 2}
          brand={product.brand}
          title={product.title}
          name={product.name}
          price={product.price}
          locale="fr"
          priceLabels={priceLabels}
          stickers={product.stickers}
          sizes={product.sizes}
          sizesLabel="Tailles disponibles"
          sizesText={product.sizesText}
          soldOut={product.soldOut}
          soldOutLabel="Épuisé"
          favourite={<Favourite />}
        />
      ))}
      {withSkeletons
        ? Array.from({ length: 4 }, (_, index) => <ProductThumbnailSkeleton key={index} />)
        : null}
    </ProductGrid>
  );
}

/** Two per row, as on mobile and tablet, in a 390 px wide frame. */
export const GridTwoColumns: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%', padding: '16px 12px' }}>
        <Story />
      </div>
    ),
  ],
  render: () => <Listing columns={2} />,
  parameters: { layout: 'fullscreen', grid: true },
};

/** Six per row, as on desktop. */
export const GridSixColumns: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1360, padding: 40 }}>
        <Story />
      </div>
    ),
  ],
  render: () => <Listing columns={6} withSkeletons />,
  parameters: { layout: 'fullscreen', grid: true },
};
