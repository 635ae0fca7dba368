'use client';

import { imageSrcSet, imageUrl } from '@shop/domain/media';
import { ChevronLeftIcon, ChevronRightIcon, Dialog, IconButton } from '@shop/ui';
import { useEffect } from 'react';
import styles from './product-gallery.module.css';

export interface PictureZoomLabels {
  /** The dialog's heading: the product's name. */
  title: string;
  previous: string;
  next: string;
  close: string;
}

interface PictureZoomProps {
  pictures: { url: string; alt: string }[];
  /** The picture shown; null while the zoom is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  labels: PictureZoomLabels;
}

/**
 * A product picture at full size in a modal: the arrow buttons and keys go through the gallery,
 * Escape, the close button and the backdrop close it, and the focus goes back to the picture
 * that opened it (the shop's Dialog).
 */
export function PictureZoom({ pictures, index, onIndex, onClose, labels }: PictureZoomProps) {
  const count = pictures.length;
  const picture = index === null ? null : pictures[index];
  const go = (step: number) => {
    if (index !== null) onIndex((index + step + count) % count);
  };
  // The arrows work wherever the focus is in the dialog (it starts on the close button).
  useEffect(() => {
    if (index === null || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndex((index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndex]);
  return (
    <Dialog
      open={picture !== null && picture !== undefined}
      onClose={onClose}
      title={labels.title}
      closeLabel={labels.close}
      className={styles.zoom}
      name="picture-zoom"
    >
      {picture && (
        <div className={styles.zoomBody}>
          <img
            key={picture.url}
            className={styles.zoomPicture}
            src={imageUrl(picture.url, 'XL')}
            srcSet={imageSrcSet(picture.url, ['L', 'XL', 'XXL'])}
            sizes="(min-width: 1100px) 880px, 100vw"
            alt={picture.alt}
            width={1100}
            height={1375}
          />
          {count > 1 && (
            <div className={styles.zoomNav}>
              <IconButton
                label={labels.previous}
                icon={<ChevronLeftIcon />}
                onClick={() => go(-1)}
              />
              <span aria-live="polite">
                {index! + 1}/{count}
              </span>
              <IconButton label={labels.next} icon={<ChevronRightIcon />} onClick={() => go(1)} />
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
