import { ZIdempotencyKey } from '@shop/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from './errors';

const ZKeyHeader = z.object({ 'Idempotency-Key': ZIdempotencyKey });

/** The request's `Idempotency-Key` header, required (400 naming it when missing or malformed). */
export function idempotencyKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  return parseInput(
    ZKeyHeader,
    { 'Idempotency-Key': Array.isArray(header) ? header[0] : header },
    'header',
  )['Idempotency-Key'];
}
