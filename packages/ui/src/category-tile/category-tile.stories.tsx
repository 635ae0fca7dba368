import type { Meta, StoryObj } from '@storybook/react-vite';
import { HighlightBlock } from './category-tile';

// Generated, self-contained pictures: stories never reach the network.
const swatch = (hex: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${hex}"/></svg>`)}`;

const meta = {
  title: 'Components/HighlightBlock',
  component: HighlightBlock,
  args: {
    heading: 'Top catégories',
    subtitle: 'Les pièces que la rue s’arrache',
    tiles: [
      { href: '#sweats', title: 'Sweats', image: swatch('#2f3e46') },
      { href: '#jeans', title: 'Jeans', image: swatch('#354f52') },
      { href: '#sneakers', title: 'Sneakers', image: swatch('#52796f') },
      { href: '#vestes', title: 'Vestes', image: swatch('#84a98c') },
      { href: '#t-shirts', title: 'T-shirts', image: swatch('#cad2c5') },
      { href: '#casquettes', title: 'Casquettes', image: swatch('#a3a3a3') },
    ],
  },
} satisfies Meta<typeof HighlightBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { small: true } };
