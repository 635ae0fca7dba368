import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../route';

export function registerHealth(app: FastifyInstance, context: AppContext): void {
  route(app, context, BROWSING.health, () => ({ ok: true }));
}
