import { describe, expect, it } from 'vitest';
import { drawWatermark, initials } from './watermark';

describe('brand watermark', () => {
  it('draws the initials of the brand, escaped', () => {
    expect(initials('Rue Basse')).toBe('RB');
    expect(initials('Sable & Fils')).toBe('SF');
    expect(initials('Brume')).toBe('BR');
    const svg = drawWatermark(3, 'A<b> & Co', 40);
    expect(svg).toContain('width="40" height="40"');
    expect(svg).not.toContain('<b>');
  });
});
