// The secrets of a production run on this machine: generated on the first run into the data
// directory (secrets.json, readable by its owner only) and kept across runs, so sessions and
// hashes stay valid. A value of the operator's own (.env or the environment) wins, unless it is
// one of the public defaults of .env.example, which a production shop must never use.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC_DEFAULTS = new Set([
  'local-jwt-secret-not-for-production-change-me',
  'local-encryption-key-not-for-production',
  'local-admin-token',
  'local-admin-key',
  'local-sandbox-webhook-secret-not-for-production',
  'local-revalidate-secret-not-for-production',
]);

export const GENERATED_SECRETS = [
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'ADMIN_TOKEN',
  'ALGOLIA_ADMIN_KEY',
  'SANDBOX_WEBHOOK_SECRET',
  'BOT_CHECK_KEY',
  'REVALIDATE_SECRET',
];

/** `{ JWT_SECRET, ... }` for the services, creating `${dataDir}/secrets.json` when needed. */
export function productionSecrets(dataDir, env = process.env) {
  const file = join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = GENERATED_SECRETS.filter((name) => typeof stored[name] !== 'string');
  for (const name of missing) stored[name] = randomBytes(32).toString('base64url');
  if (missing.length) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(
    GENERATED_SECRETS.map((name) => {
      const own = env[name];
      return [name, own && !PUBLIC_DEFAULTS.has(own) ? own : stored[name]];
    }),
  );
}
