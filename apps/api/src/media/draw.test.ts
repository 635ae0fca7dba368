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
    const picture = await renderPicture({
      kind: 'sneaker',
      colour: '#1c1c1e',
      position: 2,
      width: 210,
      format: 'webp',
    });
    const meta = await sharp(picture).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 210, height: 263 });
  });

  it('encodes AVIF and stamps a watermark top-right', async () => {
    const spec = {
      kind: 'tee',
      colour: '#f4f4f0',
      position: 1,
      width: 314,
      format: 'avif',
    } as const;
    const plain = await renderPicture(spec);
    const marked = await renderPicture({
      ...spec,
      format: 'webp',
      watermark: { brandId: 1, brandName: 'Rue Basse', device: 0 },
    });
    expect((await sharp(plain).metadata()).format).toBe('heif');
    // The 40 px mark sits 8 px from the top and right edges: its dark ink is there.
    const { data, info } = await sharp(marked).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(pixel(314 - 8 - 20, 8 + 20)).toBeLessThan(80);
    expect(pixel(314 - 4, 4)).toBeGreaterThan(200);
  });
});
