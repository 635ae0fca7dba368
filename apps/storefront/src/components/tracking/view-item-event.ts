import type { TProductPage } from '@shop/api-client';
import { CURRENCY } from '@shop/domain/money';
import type { displayPrice } from '@shop/domain/product';
import { productPayload } from '@shop/domain/tracking';

/** The `view_item` event of a product page's data layer (storefront section 3). */
export function viewItemEvent(
  product: TProductPage['product'],
  name: string,
  price: ReturnType<typeof displayPrice>,
) {
  return {
    event: 'view_item',
    ecommerce: {
      items: [
        productPayload({
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
        }),
      ],
    },
  };
}
