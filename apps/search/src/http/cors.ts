// The storefront calls this service cross-origin from the browser. @fastify/cors is not a
// dependency here, and Algolia itself answers every origin, so a few headers do.
import type { FastifyInstance } from 'fastify';

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return;
    const asked = request.headers['access-control-request-headers'];
    reply
      .header(
        'access-control-allow-headers',
        asked ?? 'content-type, x-algolia-application-id, x-algolia-api-key',
      )
      .header('access-control-max-age', '86400')
      .code(204);
    return reply.send();
  });
  // onSend also runs for errors and 404s, so every answer carries the headers.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    return payload;
  });
}
