import { describe, expect, it } from 'vitest';
import { productStickers } from './stickers';

const eco = { class: 'eco_friendly', name: { fr: 'Éco-responsable', en: 'Eco-friendly' } };
const exclusive = { class: 'exclusivity', name: { fr: 'Exclusivité' } };

describe('productStickers', () => {
  it('gives each label its variant', () => {
    const of = (label: 'promo' | 'flash_sale' | 'top_sale' | 'new') =>
      productStickers({ label, promotion: null }, 'fr');
    expect(of('new')).toEqual([{ variant: 'white', message: 'new' }]);
    expect(of('top_sale')).toEqual([{ variant: 'grey', message: 'top_sale' }]);
    expect(of('flash_sale')).toEqual([{ variant: 'large', message: 'flash_sale' }]);
    expect(of('promo')).toEqual([{ variant: 'promo', message: 'promo' }]);
  });
  it('shows the percent on a promo sticker when there is one', () => {
    expect(productStickers({ label: 'promo', promotion: { percent: 30 } }, 'fr')).toEqual([
      { variant: 'promo', percent: 30 },
    ]);
  });
  it('adds market labels in the language, French as fallback, unknown classes left out', () => {
    const stickers = productStickers(
      {
        label: null,
        promotion: null,
        marketLabels: { b: exclusive, a: eco, c: { class: 'other', name: { fr: 'X' } } },
      },
      'en',
    );
    expect(stickers).toEqual([
      { variant: 'eco', text: 'Eco-friendly' },
      { variant: 'exclusive', text: 'Exclusivité' },
    ]);
  });
  it('has none without label or market label', () => {
    expect(productStickers({ label: null, promotion: { percent: 20 } }, 'fr')).toEqual([]);
  });
});
