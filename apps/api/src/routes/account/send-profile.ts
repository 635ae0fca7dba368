import type { FastifyReply } from 'fastify';
import { toProfile, type CustomerRow } from '../../services/security/customers';

/** The profile as the account reads it, with the scopes of the token it was asked with. */
export function profileAnswer(reply: FastifyReply, row: CustomerRow, scope: string[]) {
  void reply.header('Cache-Control', 'private, no-store');
  return toProfile(row, scope);
}
