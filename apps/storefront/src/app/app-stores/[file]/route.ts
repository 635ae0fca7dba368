import { isStoreId, storeDefaultLocale } from '@shop/domain/stores';
import QRCode from 'qrcode';
import { getInit } from '../../../server/api';

const FILE = /^qr-(apple|google)-([a-z]+)\.svg$/;

/**
 * QR codes of the app-store links of the footer (`/app-stores/qr-{platform}-{store}.svg`),
 * drawn from the store's own links so a changed link changes its code.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = FILE.exec((await params).file);
  const storeId = match?.[2];
  if (!match || !storeId || !isStoreId(storeId)) return new Response('Not found', { status: 404 });
  const init = await getInit(storeId, storeDefaultLocale(storeId));
  const app = init.footer.appStores.find((candidate) => candidate.platform === match[1]);
  if (!app) return new Response('Not found', { status: 404 });
  const svg = await QRCode.toString(app.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      // Footer data is cached for an hour (storefront section 9).
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
