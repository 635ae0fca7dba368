import { useState } from 'react';
import { BagIcon } from '../icons';
import type { ProductThumbnailPicture } from './product-thumbnail';

interface ThumbnailPictureProps {
  picture: ProductThumbnailPicture | undefined;
  priority?: boolean;
}

/**
 * The card's picture, with the bag placeholder when there is none or it fails to load. The only
 * part of a card that needs state, so the only part that hydrates.
 */
export function ThumbnailPicture({ picture, priority }: ThumbnailPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (picture?.src && failedSrc !== picture.src)
    return (
      <img
        className="ui-thumb__img"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Priority pictures are the page's largest paint: decoded in the frame that has them,
        // so the first row shows together instead of one picture a long task later.
        decoding={priority ? 'sync' : 'async'}
        onError={() => setFailedSrc(picture.src)}
      />
    );
  return (
    <span className="ui-thumb__placeholder">
      <BagIcon size={40} />
      {picture?.alt ? <span className="ui-visually-hidden">{picture.alt}</span> : null}
    </span>
  );
}
