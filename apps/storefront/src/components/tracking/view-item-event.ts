import type { TProductPage } from '@shop/api-client';
import { CURRENCY } from '@shop/domain/money';
import type { displayPrice } from '@shop/domain/product';
import type { TrackedProduct } from '@shop/domain/tracking';
import { ecommerceEvent } from '@shop/domain/tracking-events';

/** The product of a product page as the data layer tells it (storefront section 3). */
export function viewedProduct(
  product: TProductPage['product'],
  name: string,
  price: ReturnType<typeof displayPrice>,
): TrackedProduct {
  return {
    productId: product.productID,
    name,
    brand: product.brand,
    range: product.range?.name,
    artist: product.artist?.name,
    category: product.category.parent?.name ?? product.category.name,
    subcategory: product.category.parent ? product.category.name : null,
    variant: product.colour.name,
    unitPrice: price.price,
    originalPrice: price.originalPrice,
    currency: CURRENCY,
    label: product.label,
    pictures: product.pictures.length,
    sizes: product.sizes.map((size) => ({ id: size.id, label: size.size })),
  };
}

/** The `view_item` event of a product page's data layer. */
export const viewItemEvent = (viewed: TrackedProduct) =>
  ecommerceEvent('view_item', [viewed], { currency: CURRENCY });
