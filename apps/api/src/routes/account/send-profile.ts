import { ZCustomerProfile } from '@shop/api-client/schemas';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { toProfile, type CustomerRow } from '../../services/security/customers';

/** The profile as the account reads it, with the scopes of the token it was asked with. */
export function sendProfile(
  reply: FastifyReply,
  context: AppContext,
  row: CustomerRow,
  scope: string[],
) {
  const profile = toProfile(row, scope);
  return reply
    .header('Cache-Control', 'private, no-store')
    .send(context.validateResponses ? ZCustomerProfile.parse(profile) : profile);
}
