import { PAYMENT_AND_DEV } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../route';
import { readFont } from '../../payments/sandbox/pages/font';

/**
 * GET /sandbox/fonts/inter-latin-wght-normal.woff2: the shop's typeface for the hosted pages.
 * Cached a week: the address names the file, and a new font version may wait that long.
 */
export function registerFont(app: FastifyInstance, context: AppContext) {
  route(app, context, PAYMENT_AND_DEV.sandboxFont, async ({ reply }) =>
    reply
      .header('Cache-Control', 'public, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .type('font/woff2')
      .send(await readFont()),
  );
}
