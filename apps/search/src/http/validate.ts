import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses a request body with a zod schema; failures become 400s naming the bad field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid request body: ${where}${issue?.message ?? 'invalid'}`);
}
