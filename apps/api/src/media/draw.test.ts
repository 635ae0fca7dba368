import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GARMENT_KINDS } from '../seed/vocabulary/types';
import { drawPicture, shade, shotAt } from './draw';
import { renderPicture } from './render';
import { GARMENTS } from './silhouettes';

describe('shade', () => {
  it('mixes towards black or white', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#000000', 0.5)).toBe('#808080');
  });
});

describe('drawPicture', () => {
  it('draws every garment kind at a 4:5 ratio in the product colour', () => {
    for (const kind of Object.keys(GARMENTS)) {
      const svg = drawPicture(kind, '#c62d2d', 1, 360);
      expect(svg).toContain('width="360" height="450"');
      expect(svg).toContain('fill="#c62d2d"');
    }
  });

  it('has a drawing for every garment kind the seed gives its categories', () => {
    for (const kind of GARMENT_KINDS) expect(GARMENTS[kind], kind).toBeDefined();
  });

  it('gives each kind a shape of its own: shorts are not trousers, sneakers not beanies', () => {
    const outlines = Object.values(GARMENTS).map((garment) => garment.front.body.join());
    expect(new Set(outlines).size).toBe(outlines.length);
  });

  it('shows the front, the back, a close-up of each, then the front laid flat', () => {
    expect([1, 2, 3, 4, 5].map(shotAt)).toEqual([
      { side: 'front', closeUp: false, flatLay: false },
      { side: 'back', closeUp: false, flatLay: false },
      { side: 'front', closeUp: true, flatLay: false },
      { side: 'back', closeUp: true, flatLay: false },
      { side: 'front', closeUp: false, flatLay: true },
    ]);
  });

  it('draws a different picture at each position of a gallery, not one drawing recoloured', async () => {
    const pixels = await Promise.all(
      [1, 2, 3, 4, 5].map(async (position) => {
        const svg = drawPicture('hoodie', '#1f2a44', position, 120);
        return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
      }),
    );
    for (let a = 0; a < pixels.length; a += 1)
      for (let b = a + 1; b < pixels.length; b += 1) {
        // Share of pixels that differ clearly: a new background or a mirror leaves the garment.
        const left = pixels[a]!;
        const right = pixels[b]!;
        let differing = 0;
        for (let i = 0; i < left.length; i += 1)
          if (Math.abs(left[i]! - right[i]!) > 24) differing += 1;
        expect(differing / left.length, `pictures ${a + 1} and ${b + 1}`).toBeGreaterThan(0.015);
      }
  });

  it('frames a close-up on a detail of the garment, with its weave', () => {
    const whole = drawPicture('sneaker', '#1c1c1e', 1, 360);
    const detail = drawPicture('sneaker', '#1c1c1e', 3, 360);
    expect(whole).toContain('viewBox="0 0 400 500"');
    expect(detail).not.toContain('viewBox="0 0 400 500"');
    expect(detail).toContain('clip-path="url(#garment)"');
    expect(whole).not.toContain('clip-path');
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
