import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: {
    label: "Fil d'Ariane",
    parts: [
      { label: 'Accueil', url: '/' },
      { label: 'Vêtements', url: '/vetements-c1' },
      { label: 'T-shirts', url: '/t-shirts-c12' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {};

export const Home: Story = { args: { parts: [{ label: 'Accueil', url: '/' }] } };
