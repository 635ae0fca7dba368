import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fixturePicture, priceLabels, products } from '../../.storybook/fixtures';
import { Button } from '../button';
import { BagIcon } from '../icons';
import { ProductGrid } from '../product-grid';
import { FavouriteButton } from './favourite-button';
import { ProductThumbnail, ProductThumbnailSkeleton } from './product-thumbnail';

function Favourite({ initial = false, busy = false }: { initial?: boolean; busy?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <FavouriteButton
      productId={12}
      label={on ? 'Retirer des favoris' : 'Ajouter aux favoris'}
      pressed={on}
      busy={busy}
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

/** Every sticker variant of the spec: label stickers first, then market labels. */
export const AllStickers: Story = {
  args: {
    stickers: [
      { variant: 'large', label: 'Vente flash' },
      { variant: 'promo', label: '-40%' },
      { variant: 'grey', label: 'Top vente' },
      { variant: 'white', label: 'Nouveau' },
      { variant: 'eco', label: 'Éco-responsable' },
      { variant: 'exclusive', label: 'Exclusivité' },
    ],
    price: { price: 27, originalPrice: 45 },
  },
};

export const FlashSale: Story = {
  args: {
    stickers: [{ variant: 'large', label: 'Vente flash' }],
    price: { price: 31.5, originalPrice: 45 },
    favourite: <Favourite />,
  },
};

export const TopSale: Story = { args: { stickers: [{ variant: 'grey', label: 'Top vente' }] } };

export const Exclusive: Story = {
  args: { stickers: [{ variant: 'exclusive', label: 'Exclusivité' }] },
};

/** Price at or above the store's free-shipping amount (from /init). */
export const FreeShipping: Story = {
  args: { price: { price: 129, originalPrice: 129 }, freeShippingLabel: 'Livraison offerte' },
};

/** No sizes: 'unique size'. */
export const UniqueSize: Story = { args: { sizesText: 'Taille unique' } };

/** More than 7 sizes: one text instead of buttons. */
export const SeveralSizes: Story = { args: { sizesText: 'Plusieurs tailles disponibles' } };

export const InFavourites: Story = { args: { favourite: <Favourite initial /> } };

export const FavouriteBusy: Story = { args: { favourite: <Favourite busy /> } };

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
