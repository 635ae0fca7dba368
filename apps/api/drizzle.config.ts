import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from the schema; the same files run on PGlite and
// PostgreSQL (src/db/migrate.ts). Generation needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
