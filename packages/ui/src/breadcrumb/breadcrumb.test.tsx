import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

const parts = [
  { label: 'Accueil', url: '/' },
  { label: 'Vêtements', url: '/vetements-c1' },
  { label: 'T-shirts', url: '/t-shirts-c12' },
];

describe('Breadcrumb', () => {
  it('links every part but the current page, which is marked as current', () => {
    render(<Breadcrumb parts={parts} label="Fil d'Ariane" />);
    const nav = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    const links = nav.querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/', '/vetements-c1']);
    expect(screen.getByText('T-shirts').getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing without parts', () => {
    const { container } = render(<Breadcrumb parts={[]} label="Fil d'Ariane" />);
    expect(container.innerHTML).toBe('');
  });
});
