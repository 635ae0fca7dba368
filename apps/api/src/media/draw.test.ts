import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPicture, shade } from './draw';
import { renderPicture } from './render';
import { SILHOUETTES } from './silhouettes';

describe('shade', () => {
  it('mixes towards black or white', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#000000', 0.5)).toBe('#808080');
  });
});

describe('drawPicture', () => {
  it('draws every garment kind at a 4:5 ratio in the product colour', () => {
    for (const kind of Object.keys(SILHOUETTES)) {
      const svg = drawPicture(kind, '#c62d2d', 1, 360);
      expect(svg).toContain('width="360" height="450"');
      expect(svg).toContain('fill="#c62d2d"');
    }
  });

  it('rasterises to WebP at the asked width', async () => {
    const picture = await renderPicture('sneaker', '#1c1c1e', 2, 210);
    const meta = await sharp(picture).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 210, height: 263 });
  });
});
