import type { Meta, StoryObj } from '@storybook/react-vite';
import { STICKER_VARIANTS, Sticker } from './sticker';

const meta = {
  title: 'Components/Sticker',
  component: Sticker,
  args: { variant: 'grey', children: 'Nouveau' },
  argTypes: { variant: { control: 'select', options: [...STICKER_VARIANTS] } },
} satisfies Meta<typeof Sticker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grey: Story = { args: { variant: 'grey', children: 'Dernières pièces' } };
export const White: Story = { args: { variant: 'white', children: 'Nouveau' } };
export const Eco: Story = { args: { variant: 'eco', children: 'Éco-responsable' } };
export const Exclusive: Story = { args: { variant: 'exclusive', children: 'Exclusivité' } };
export const Promo: Story = { args: { variant: 'promo', children: '-30%' } };
export const Large: Story = { args: { variant: 'large', children: 'Top ventes' } };

/** Every variant on a light and on a dark picture-like background. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {['#ecebe7', '#3a3a3a'].map((background) => (
        <div
          key={background}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16, background }}
        >
          {STICKER_VARIANTS.map((variant) => (
            <Sticker key={variant} variant={variant}>
              {variant}
            </Sticker>
          ))}
        </div>
      ))}
    </div>
  ),
};
