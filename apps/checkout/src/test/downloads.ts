import { vi } from 'vitest';

/** A file the page saved: the name it gave the browser and the bytes. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Watches the files a page saves (jsdom has no object URLs and cannot download): each click
 * on a download link records its name and the blob behind its URL.
 */
export function watchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let serial = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        serial += 1;
        const url = `blob:test/${serial}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, blob });
  });
  return saved;
}
