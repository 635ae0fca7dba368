import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RatingStars } from './rating-stars';
import { RatingInput } from './rating-input';

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.ui-star')].map((star) =>
    star.style.getPropertyValue('--ui-star-fill'),
  );

describe('RatingStars', () => {
  it('is one image named by its label, with stars filled from the average', () => {
    const { container } = render(<RatingStars average={3.5} label="Note 3,5 sur 5" />);
    expect(screen.getByRole('img', { name: 'Note 3,5 sur 5' })).toBeTruthy();
    expect(fills(container)).toEqual(['1', '1', '1', '0.5', '0']);
  });
});

describe('RatingInput', () => {
  const labels = (rating: number) => (rating === 1 ? '1 étoile' : `${rating} étoiles`);

  it('is a radio group of five named stars that reports the chosen rating', () => {
    const onChange = vi.fn();
    render(
      <RatingInput
        name="rating"
        value={null}
        onChange={onChange}
        legend="Votre note"
        starLabel={labels}
      />,
    );
    expect(screen.getByRole('group', { name: 'Votre note' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('fills the stars up to the chosen one and shows its error', () => {
    const { container } = render(
      <RatingInput
        name="rating"
        value={2}
        onChange={() => undefined}
        legend="Votre note"
        starLabel={labels}
        error="Veuillez choisir une note."
      />,
    );
    expect((screen.getByRole('radio', { name: '2 étoiles' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(fills(container)).toEqual(['1', '1', '0', '0', '0']);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir une note.')).toBeTruthy();
  });
});
