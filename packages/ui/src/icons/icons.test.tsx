import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeartIcon, icons } from './icons';

describe('icons', () => {
  it('are decorative by default and use currentColor', () => {
    const { container } = render(<HeartIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('width')).toBe('24');
  });

  it('are named images when given a title', () => {
    render(<HeartIcon title="Favoris" size={16} />);
    const svg = screen.getByRole('img', { name: 'Favoris' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(svg.getAttribute('height')).toBe('16');
  });

  it('cover the set the header, footer and cards need', () => {
    for (const name of [
      'search',
      'heart',
      'heart-filled',
      'bag',
      'user',
      'close',
      'chevron-down',
      'menu',
      'help',
      'check',
      'truck',
      'lock',
      'shield',
      'return',
      'globe',
    ]) {
      expect(icons).toHaveProperty(name);
    }
  });
});
