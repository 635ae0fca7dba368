import type { Translate } from '../../server/i18n';
import { WishlistHeart } from './wishlist-heart';

type HeartLabels = { add: string; remove: string };
const labelsByTranslate = new WeakMap<Translate, HeartLabels>();

/** One labels object per page's translator, so a grid's payload carries it once. */
function heartLabels(t: Translate): HeartLabels {
  let labels = labelsByTranslate.get(t);
  if (!labels) {
    labels = { add: t('wishlist.add'), remove: t('wishlist.remove') };
    labelsByTranslate.set(t, labels);
  }
  return labels;
}

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
