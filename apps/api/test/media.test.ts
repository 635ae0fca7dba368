import { isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seededApi } from './support/suite';

const { server, database } = seededApi();

const picture = (file: string, query = '', headers: Record<string, string> = {}) =>
  fetch(server().url(`/media/products/${file}${query}`), { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /media/products/:file', () => {
  it('renders a WebP at the asked width, 4:5, cacheable forever', async () => {
    const response = await picture('1-1.webp', '?w=210');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 210, height: 263 });
  });

  it('defaults to 450 px and answers the same bytes from its cache', async () => {
    const first = Buffer.from(await (await picture('2-1.webp')).arrayBuffer());
    const second = Buffer.from(await (await picture('2-1.webp', '?w=450')).arrayBuffer());
    expect((await sharp(first).metadata()).width).toBe(450);
    expect(second.equals(first)).toBe(true);
  });

  it('answers 404 for an unknown product or picture', async () => {
    for (const file of ['999999-1.webp', '1-99.webp']) {
      const response = await picture(file);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    }
  });

  it('answers 404 for a width off the spec list: no such picture exists', async () => {
    for (const query of ['?w=500', '?w=abc', '?w=451', '?w=']) {
      const response = await picture('1-1.webp', query);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    }
  });

  it('answers 400 for a bad file name', async () => {
    for (const [file, query, field] of [
      ['1-1.png', '', 'file'],
      ['abc.webp', '', 'file'],
      ['0-1.webp', '', 'file'],
    ] as const) {
      const response = await picture(file, query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, field });
    }
  });

  it('negotiates AVIF from the Accept header, and says it varies on it', async () => {
    const avif = await picture('3-1.webp', '?w=120', { Accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toContain('Accept');
    expect((await sharp(await bytes(avif)).metadata()).format).toBe('heif');
    const webp = await picture('3-1.webp', '?w=120', { Accept: 'image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const explicit = await picture('3-1.avif', '?w=120');
    expect(explicit.headers.get('content-type')).toBe('image/avif');
  });

  it('answers WebP to format=webp even from a browser that takes AVIF', async () => {
    const pinned = await picture('3-1.webp', '?w=120&format=webp', {
      Accept: 'image/avif,image/webp,*/*',
    });
    expect(pinned.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(await bytes(pinned)).metadata()).format).toBe('webp');
    const unknown = await picture('3-1.webp', '?w=120&format=png');
    expect(unknown.status).toBe(400);
  });

  it('stamps the watermark, bigger on mobile, only on products that have one', async () => {
    const [marked] = await database()
      .db.select({ id: t.products.id })
      .from(t.products)
      .where(isNotNull(t.products.watermarkUrl))
      .limit(1);
    const desktop = await bytes(await picture(`${marked!.id}-1.webp`, '?w=360'));
    const mobile = await bytes(await picture(`${marked!.id}-1.webp`, '?w=360&device=1'));
    expect(mobile.equals(desktop)).toBe(false);
    const [plain] = await database()
      .db.select({ id: t.products.id })
      .from(t.products)
      .where(isNull(t.products.watermarkUrl))
      .limit(1);
    const a = await bytes(await picture(`${plain!.id}-1.webp`, '?w=210'));
    const b = await bytes(await picture(`${plain!.id}-1.webp`, '?w=210&device=1'));
    expect(b.equals(a)).toBe(true);
  });
});
