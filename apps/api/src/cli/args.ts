import { parseArgs } from 'node:util';
import { z } from 'zod';

export const COMMANDS = ['migrate', 'seed', 'index', 'reset'] as const;
export type Command = (typeof COMMANDS)[number];

export interface CliArgs {
  command: Command;
  products?: number;
  seed?: number;
  ifEmpty: boolean;
  force: boolean;
}

// Up to 200,000 products: the benchmark catalogue (seedDatabase refuses more).
const ZCount = z.coerce.number().int().min(0).max(200_000);

export const USAGE = `Usage: cli <command> [options]
  migrate                               apply the SQL migrations
  seed [--products N] [--seed S] [--if-empty]   (N up to 200000)
                                        replace the data with a deterministic catalogue
                                        (--if-empty: only when the database has none)
  index [--if-empty]                    push every store's products to the search service
                                        (--if-empty: only when the main store's index has none)
  reset [--products N] [--seed S] [--force]
                                        drop everything, migrate, seed and index
                                        (--force is needed when NODE_ENV=production)`;

export function parseCliArgs(argv: string[]): CliArgs {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      'if-empty': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const command = z.enum(COMMANDS).safeParse(positionals[0]);
  if (!command.success || positionals.length > 1) throw new Error(USAGE);
  return {
    command: command.data,
    products: values.products === undefined ? undefined : ZCount.parse(values.products),
    seed: values.seed === undefined ? undefined : z.coerce.number().int().parse(values.seed),
    ifEmpty: values['if-empty'] ?? false,
    force: values.force ?? false,
  };
}
