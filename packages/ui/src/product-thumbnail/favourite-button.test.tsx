import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FavouriteButton } from './favourite-button';

describe('FavouriteButton', () => {
  it('renders nothing without a product id', () => {
    const { container } = render(<FavouriteButton label="Ajouter aux favoris" />);
    expect(container.innerHTML).toBe('');
  });
  it('is a small pressed toggle that reports clicks', () => {
    const onClick = vi.fn();
    render(<FavouriteButton productId={7} label="Retirer des favoris" pressed onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Retirer des favoris' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.className).toContain('ui-favourite--sm');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
  it('ignores clicks while busy', () => {
    const onClick = vi.fn();
    render(<FavouriteButton productId={7} label="Ajouter" busy size="lg" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
