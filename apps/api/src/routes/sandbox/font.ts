import type { FastifyInstance } from 'fastify';
import { FONT_ROUTE, readFont } from '../../payments/sandbox/pages/font';

/**
 * GET /sandbox/fonts/inter-latin-wght-normal.woff2: the shop's typeface for the hosted pages.
 * Cached a week: the address names the file, and a new font version may wait that long.
 */
export function registerFont(app: FastifyInstance) {
  app.get(FONT_ROUTE, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .type('font/woff2')
      .send(await readFont()),
  );
}
