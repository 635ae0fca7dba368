import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Rating } from '@shop/domain/reviews';
import { useState } from 'react';
import { RatingInput } from './rating-input';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'Components/Rating',
  component: RatingStars,
  args: { average: 4.3, label: 'Note moyenne 4,3 sur 5' },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Average: Story = {};
export const NoRatingYet: Story = { args: { average: null, label: 'Pas encore de note' } };
export const Medium: Story = { args: { average: 3.5, size: 'md', label: 'Note 3,5 sur 5' } };

/** The radio group a signed-in shopper rates with. */
export const Input: Story = {
  render: () => {
    const [value, setValue] = useState<Rating | null>(null);
    return (
      <RatingInput
        name="rating"
        value={value}
        onChange={setValue}
        legend="Votre note"
        starLabel={(rating) => (rating === 1 ? '1 étoile' : `${rating} étoiles`)}
      />
    );
  },
};
