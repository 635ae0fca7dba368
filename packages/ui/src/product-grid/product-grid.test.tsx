import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';

describe('ProductGrid', () => {
  it('wraps each child in a list item and skips empty children', () => {
    render(
      <ProductGrid aria-label="Produits">
        <span>A</span>
        {null}
        {false}
        <span>B</span>
      </ProductGrid>,
    );
    const list = screen.getByRole('list', { name: 'Produits' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(2);
  });

  it('sets a fixed column count and aria-busy', () => {
    render(
      <ProductGrid columns={6} busy aria-label="Top ventes">
        <span>A</span>
      </ProductGrid>,
    );
    const list = screen.getByRole('list', { name: 'Top ventes' });
    expect(list.className).toBe('ui-grid ui-grid--fixed');
    expect(list.style.getPropertyValue('--ui-grid-columns')).toBe('6');
    expect(list.getAttribute('aria-busy')).toBe('true');
  });
});
