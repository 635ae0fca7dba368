import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { FieldErrors, HttpError } from '../infra/http-error';

export { FieldErrors, HttpError };

/** Parses request input; a failure is a 400 naming the field (e.g. `X-Store`, `w`). */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // An unknown key (strict schemas) is named itself, not the object that holds it.
  const path = [
    ...(issue?.path ?? []),
    ...(issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []),
  ];
  const field = path.length ? path.map(String).join('.') : where;
  throw new HttpError(
    400,
    `Invalid ${where} ${field}: ${issue?.message ?? 'invalid value'}`,
    field,
  );
}

/** JSON `{message, status}` for every error and unknown route; never a 500 for bad input. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      status: 404,
    });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body = {
        message: error.message,
        status: error.status,
        ...(error.field ? { field: error.field } : {}),
        ...(error instanceof FieldErrors ? { errors: error.errors } : {}),
      };
      return reply.code(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    // Bodies that are not JSON, or not the declared type, are bad input like any other: a 400
    // naming what was wrong (a body too large keeps its 413).
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(400).send({ message: error.message, status: 400, field: 'Content-Type' });
    if (error.code?.startsWith('FST_ERR_CTP_') && status === 400)
      return reply.code(400).send({ message: error.message, status: 400, field: 'body' });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, status });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error', status: 500 });
  });
}
