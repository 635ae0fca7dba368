import { BROWSING } from '@shop/api-client/contract';
import { buildOpenApiDocument } from '@shop/api-client/openapi';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../route';

/**
 * GET /openapi.json: the OpenAPI 3.1 document of this API, generated from the contract the
 * handlers are registered from (test/openapi.test.ts keeps the route table and it in step).
 */
export function registerOpenApi(app: FastifyInstance, context: AppContext): void {
  let document: string | undefined;
  route(app, context, BROWSING.openApi, ({ reply }) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(document);
  });
}
