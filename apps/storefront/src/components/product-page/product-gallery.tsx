'use client';

import { imageSrcSet, imageUrl, type ImageSizeCode, largestPicture } from '@shop/domain/media';
import { Sticker, type StickerVariant } from '@shop/ui';
import { useState } from 'react';
import styles from './product-gallery.module.css';
import { PictureZoom, type PictureZoomLabels } from './picture-zoom';

const WIDTHS: readonly ImageSizeCode[] = ['S', 'M', 'L', 'XL', 'XXL'];
/** Two pictures a row beside the summary on desktop; one picture a screen on a phone. */
const SIZES = '(min-width: 1024px) 30vw, 100vw';

interface ProductGalleryProps {
  /** Each picture with its texts, filled on the server: "{name}, photo 2 sur 5" and its zoom's. */
  pictures: { url: string; alt: string; zoom: string }[];
  /** The brand stamps its pictures: phones get the larger mark of section 9. */
  watermarked: boolean;
  stickers: { variant: StickerVariant; label: string }[];
  labels: {
    gallery: string;
    zoomView: PictureZoomLabels;
  };
}

/**
 * The product's pictures at the spec's widths (section 9), 4:5 frames reserved before they
 * load. Desktop shows them two a row; a phone swipes through them (CSS scroll snap, no script).
 * Watermarked pictures ask the mobile mark size below the 1024 px breakpoint. Each picture is a
 * button (click, Enter or Space) that opens it zoomed.
 */
export function ProductGallery({ pictures, watermarked, stickers, labels }: ProductGalleryProps) {
  const count = pictures.length;
  const [zoomed, setZoomed] = useState<number | null>(null);
  // The first picture is the page's largest: in WebP, which paints sooner (largestPicture).
  const paths = pictures.map((picture, index) =>
    index === 0 ? largestPicture(picture.url) : picture.url,
  );
  return (
    <section className={styles.gallery} aria-label={labels.gallery}>
      {stickers.length > 0 && (
        <div className={styles.stickers}>
          {stickers.map((sticker) => (
            <Sticker key={sticker.label} variant={sticker.variant}>
              {sticker.label}
            </Sticker>
          ))}
        </div>
      )}
      {/* The picture buttons take the focus, and bring their picture into view on phones. */}
      <ul className={styles.track}>
        {pictures.map((picture, index) => (
          <li key={picture.url} className={styles.slide}>
            <button
              type="button"
              className={styles.zoomButton}
              aria-label={picture.zoom}
              aria-haspopup="dialog"
              onClick={() => setZoomed(index)}
            >
              <picture>
                {watermarked && (
                  <source
                    media="(max-width: 1023.98px)"
                    srcSet={imageSrcSet(paths[index]!, WIDTHS, 1)}
                    sizes={SIZES}
                  />
                )}
                <img
                  src={imageUrl(paths[index]!, 'L')}
                  srcSet={imageSrcSet(paths[index]!, WIDTHS)}
                  sizes={SIZES}
                  alt={picture.alt}
                  width={720}
                  height={900}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              </picture>
            </button>
            {count > 1 && (
              <span className={styles.counter} aria-hidden="true">
                {index + 1}/{count}
              </span>
            )}
          </li>
        ))}
      </ul>
      <PictureZoom
        pictures={pictures}
        index={zoomed}
        onIndex={setZoomed}
        onClose={() => setZoomed(null)}
        labels={labels.zoomView}
      />
    </section>
  );
}
