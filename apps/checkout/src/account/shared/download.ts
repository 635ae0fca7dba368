import type { DownloadedFile } from '@shop/api-client';

/** How long the browser keeps a saved file's object URL: long enough to start the download. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Saves a file the API answered (a bill, the data export) under the name its
 * Content-Disposition gave, `fallbackName` when it gave none.
 */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
