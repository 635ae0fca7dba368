import { IMMUTABLE_SECONDS } from '@shop/domain/cache';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { drawCarrierLogo } from '../../media/carrier-logo';
import { loadCarriers } from '../../services/delivery/carrier-table';

const ZParams = z.object({
  file: z.string().regex(/^[a-z0-9_]{1,40}\.svg$/, 'expected {code}.svg'),
});

/** GET /media/carriers/{code}.svg: the logo a carrier's `logo` points to. */
export function registerCarrierLogo(app: FastifyInstance, context: AppContext): void {
  app.get('/media/carriers/:file', async (request, reply) => {
    const { file } = parseInput(ZParams, request.params, 'path parameter');
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
