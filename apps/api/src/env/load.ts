import type { z } from 'zod';

/**
 * The one way the env modules read their settings: each validates the source with its own zod
 * schema here, and every refusal is one error that names each bad setting.
 */

/** The settings as given, empty values left out (as in a copied .env.example). */
export type Source = Record<string, string | undefined>;

export type NodeEnv = 'development' | 'test' | 'production';

/** Drops the unset and empty values: an empty setting counts as unset. */
export function presentSettings(source: Source): Source {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/** The error of a refused environment, one `NAME: why` line per problem. */
export function invalidEnvironment(problems: readonly string[]): Error {
  return new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
}

/** Throws when there is any problem; returns quietly otherwise. */
export function refuseProblems(problems: readonly string[]): void {
  if (problems.length) throw invalidEnvironment(problems);
}

/** The settings `schema` reads from `present`, or the error naming every one it refuses. */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  present: Source,
): z.output<Schema> {
  const parsed = schema.safeParse(present);
  if (!parsed.success)
    throw invalidEnvironment(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  return parsed.data;
}
