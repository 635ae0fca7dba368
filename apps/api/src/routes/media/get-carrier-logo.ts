import { BROWSING } from '@shop/api-client/contract';
import { IMMUTABLE_SECONDS } from '@shop/domain/cache';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { drawCarrierLogo } from '../../media/carrier-logo';
import { loadCarriers } from '../../services/delivery/carrier-table';

/** GET /media/carriers/{code}.svg: the logo a carrier's `logo` points to. */
export function registerCarrierLogo(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.carrierLogo, async ({ params: { file }, reply }) => {
    const code = file.slice(0, -'.svg'.length);
    const carriers = await loadCarriers(context.db, context.caches.content);
    const carrier = carriers.find((row) => row.code === code);
    if (!carrier) throw new HttpError(404, `No carrier ${code}`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', `public, max-age=${IMMUTABLE_SECONDS}, immutable`)
      .send(drawCarrierLogo(code, carrier.express ? 'express' : carrier.type));
  });
}
