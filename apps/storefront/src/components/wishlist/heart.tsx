import { textsPerTranslator, type Translate } from '../../server/i18n';
import { WishlistHeart } from './wishlist-heart';

/** The heart's two texts. */
export const heartLabels = textsPerTranslator((t) => ({
  add: t('wishlist.add'),
  remove: t('wishlist.remove'),
}));

/** The heart with its texts, for server components (cards, the product page). */
export function Heart({
  productId,
  t,
  size = 'sm',
  initiallyPressed,
}: {
  productId: number | null | undefined;
  t: Translate;
  size?: 'sm' | 'lg';
  initiallyPressed?: boolean;
}) {
  return (
    <WishlistHeart
      productId={productId}
      size={size}
      initiallyPressed={initiallyPressed}
      labels={heartLabels(t)}
    />
  );
}
