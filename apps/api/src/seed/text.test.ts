import { describe, expect, it } from 'vitest';
import { capitalise, slugify } from './text';

describe('slugify', () => {
  it('keeps lower-case ascii and hyphens only', () => {
    expect(slugify('Sweat à capuche oversize Delta')).toBe('sweat-a-capuche-oversize-delta');
    expect(slugify('Rücksäcke & Mützen')).toBe('rucksacke-mutzen');
    expect(slugify('  Straße -- Größe ')).toBe('strasse-grosse');
    expect(slugify('Pantalón corto')).toBe('pantalon-corto');
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('oversized hoodie Delta')).toBe('Oversized hoodie Delta');
    expect(capitalise('')).toBe('');
  });
});
