import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { priceLabels, products } from '../../.storybook/fixtures';
import { ProductThumbnail, ProductThumbnailSkeleton } from '../product-thumbnail';
import { ProductGrid } from './product-grid';

const cards = [...products, ...products].map((product, index) => (
  <ProductThumbnail
    key={index}
    href={`/p/${product.id}`}
    picture={{
      ...product.picture,
      sizes: '(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, 50vw',
    }}
    brand={product.brand}
    title={product.title}
    name={product.name}
    price={product.price}
    locale="fr"
    priceLabels={priceLabels}
    stickers={product.stickers}
    sizes={product.sizes}
    sizesText={product.sizesText}
    soldOut={product.soldOut}
    soldOutLabel="Épuisé"
  />
));

const withPagePadding: Decorator = (Story) => (
  <div style={{ padding: 'clamp(16px, 3vw, 40px)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  args: { 'aria-label': 'Produits', children: cards },
  argTypes: {
    columns: { control: 'select', options: [undefined, 2, 3, 4, 6] },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withPagePadding],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resize the canvas: 2 columns below 1024 px, 4 up to 1279 px, 6 from 1280 px. */
export const Responsive: Story = {};

export const TwoColumns: Story = { args: { columns: 2 } };

export const SixColumns: Story = { args: { columns: 6 } };

export const Loading: Story = {
  args: {
    busy: true,
    children: Array.from({ length: 12 }, (_, index) => (
      <ProductThumbnailSkeleton key={index} withSizes={index % 2 === 0} />
    )),
  },
};
