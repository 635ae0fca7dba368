import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryTile, HighlightBlock } from './category-tile';

describe('CategoryTile', () => {
  it('links its title and picture to the listing, 314 px square by default and 202 when small', () => {
    const { rerender } = render(<CategoryTile href="/sweats-c4" title="Sweats" image="/p.webp" />);
    const link = screen.getByRole('link', { name: 'Sweats' });
    expect(link.getAttribute('href')).toBe('/sweats-c4');
    expect(link.querySelector('img')?.getAttribute('width')).toBe('314');
    rerender(<CategoryTile href="/sweats-c4" title="Sweats" image="/p.webp" small />);
    expect(screen.getByRole('link').querySelector('img')?.getAttribute('width')).toBe('202');
  });
});

describe('HighlightBlock', () => {
  it('shows a heading, a subtitle and one tile per category', () => {
    render(
      <HighlightBlock
        heading="Top catégories"
        subtitle="Les incontournables"
        tiles={[
          { href: '/sweats-c4', title: 'Sweats', image: '/a.webp' },
          { href: '/jeans-c7', title: 'Jeans', image: '/b.webp' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Top catégories' })).toBeTruthy();
    expect(screen.getByText('Les incontournables')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
