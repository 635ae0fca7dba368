import { buildOpenApiDocument } from '@shop/api-client/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * GET /openapi.json: the OpenAPI 3.1 document of this API, made from the schemas of
 * @shop/api-client the handlers validate with (test/openapi.test.ts keeps the two in step).
 */
export function registerOpenApi(app: FastifyInstance): void {
  let document: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(document);
  });
}
