import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STICKER_VARIANTS, Sticker } from './sticker';

describe('Sticker', () => {
  it.each(STICKER_VARIANTS)('renders the %s variant class', (variant) => {
    render(<Sticker variant={variant}>Label</Sticker>);
    const sticker = screen.getByText('Label');
    expect(sticker.classList.contains('ui-sticker')).toBe(true);
    expect(sticker.classList.contains(`ui-sticker--${variant}`)).toBe(true);
  });

  it('defaults to grey and keeps extra classes', () => {
    render(<Sticker className="extra">Nouveau</Sticker>);
    expect(screen.getByText('Nouveau').className).toBe('ui-sticker ui-sticker--grey extra');
  });
});
