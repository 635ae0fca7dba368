import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** Every error leaves as `{ message, status }`, the shape the Algolia clients read. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error instanceof HttpError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'search request failed');
      return reply.code(500).send({ message: 'Internal server error', status: 500 });
    }
    if (error instanceof HttpError) void reply.headers(error.headers);
    return reply.code(status).send({ message: error.message, status });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      status: 404,
    }),
  );
}
