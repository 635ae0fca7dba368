import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: {
    price: 59.99,
    originalPrice: 59.99,
    locale: 'fr',
    labels: { now: 'Prix actuel', before: 'Prix initial' },
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    locale: { control: 'select', options: ['fr', 'es', 'it', 'nl-BE', 'de', 'en'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPrice: Story = {};

export const Promo: Story = {
  args: { price: 41.99, originalPrice: 59.99 },
};

export const Large: Story = {
  args: { price: 41.99, originalPrice: 59.99, size: 'lg' },
};

export const Small: Story = {
  args: { price: 41.99, originalPrice: 59.99, size: 'sm' },
};

export const English: Story = {
  args: {
    price: 34.99,
    originalPrice: 69.99,
    locale: 'en',
    labels: { now: 'Now', before: 'Was' },
  },
};
