import { storesFor } from './app';
import { parseCliArgs, USAGE, type CliArgs } from './cli/args';
import type { Database } from './db/client';
import { dropAll, runMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import { loadEnv, type Env } from './env';
import { createSearchClient } from './indexer/client';
import { hasIndexedCatalogue, indexProducts } from './indexer/run';
import { indexSuggestions } from './indexer/suggestions';
import { seedDatabase } from './seed/run';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(database: Database, env: Env, args: CliArgs) {
  const products = args.products ?? env.seedProducts;
  const result = await seedDatabase(database.db, {
    products,
    seed: args.seed ?? env.seed,
    ifEmpty: args.ifEmpty,
  });
  if (result.seeded) console.info(`Seeded ${result.products} products in ${seconds(result.ms)}`);
  else console.info('Database already has data: seed skipped (--if-empty)');
}

/** A failure the operator can fix: printed as one line, without a stack. */
class CliError extends Error {}

async function index(database: Database, env: Env, ifEmpty = false) {
  const where = env.searchUrl ?? `hosted Algolia app ${env.algoliaAppId}`;
  try {
    const client = createSearchClient(env);
    const stores = storesFor(env);
    if (ifEmpty && (await hasIndexedCatalogue(client, stores))) {
      console.info(
        `Search indexes at ${where} already hold products and suggestions: index skipped (--if-empty)`,
      );
      return;
    }
    const result = await indexProducts(database.db, client, stores);
    const suggestions = await indexSuggestions(database.db, client, stores);
    console.info(
      `Indexed ${result.products} products and ${suggestions.suggestions} suggestions into ${result.indexes.length + suggestions.indexes.length} indexes at ${where} in ${seconds(result.ms)}`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(
      `Indexing into ${where} failed: ${reason}\nIs the search service running (SEARCH_URL), with the right ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY?`,
    );
  }
}

async function run(args: CliArgs, env: Env, database: Database) {
  switch (args.command) {
    case 'migrate':
      await runMigrations(database);
      console.info(`Migrated the ${database.kind} database`);
      return;
    case 'seed':
      await runMigrations(database);
      return seed(database, env, args);
    case 'index':
      return index(database, env, args.ifEmpty);
    case 'reset':
      if (env.nodeEnv === 'production' && !args.force)
        throw new CliError('reset drops every table: pass --force in production');
      await dropAll(database);
      await runMigrations(database);
      await seed(database, env, { ...args, ifEmpty: false });
      return index(database, env);
  }
}

async function main() {
  let args: CliArgs;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await run(args, env, database);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
});
