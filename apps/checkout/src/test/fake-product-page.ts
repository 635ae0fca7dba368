import { ZProductPage, type TProductPage } from '@shop/api-client';

/** A product page as `GET /products/{id}` answers it, with what the account pages read. */
export function fakeProductPage(
  id: number,
  product: { name: string; brand: string; sizes: { id: number; size: string }[] },
): TProductPage {
  const slug = product.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const ref = { id: 1, name: product.brand, url: `/marques/${slug}` };
  return ZProductPage.parse({
    product: {
      objectID: String(id),
      productID: id,
      slugs: { fr: slug },
      names: { fr: product.name },
      brand: product.brand,
      displayInformation: { title: product.name },
      pictures: [{ picture: `/media/products/${id}.jpg`, default: true }],
      prices: { default: { price: 49, originalPrice: 49 } },
      label: null,
      promotion: null,
      sizes: product.sizes.map((size) => ({ ...size, quantity: 0 })),
      watermarkUrl: null,
      isOnlyOutlet: false,
      displayInListing: true,
      marketLabels: {},
      url: `/p/${slug}-${id}`,
      brandRef: ref,
      category: { ...ref, parent: null },
      artist: null,
      range: null,
      material: null,
      ecoLabel: null,
      colour: { hex: '#111111', name: 'Noir' },
      gender: { code: 'unisex', name: 'Mixte' },
      noveltyAt: new Date().toISOString(),
    },
    metadata: {
      title: product.name,
      description: product.name,
      canonical: `http://localhost/p/${slug}-${id}`,
      alternates: [],
      robots: 'index,follow',
      image: `/media/products/${id}.jpg`,
    },
    scores: { average: null, count: 0 },
    informations: {
      reference: `REF-${id}`,
      description: product.name,
      composition: null,
      care: [],
      details: [],
      madeIn: 'Portugal',
    },
  });
}
