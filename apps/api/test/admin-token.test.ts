import { ADMIN_TOKEN_HEADER } from '@shop/api-client/schemas';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openFreshDatabase } from './support/databases';
import { http } from './support/http';
import { startServer, testEnv, type TestServer } from './support/server';

const ROOT = resolve(import.meta.dirname, '../../..');
let database: Database | undefined;
let server: TestServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What a newcomer runs, with the settings `npm start` uses (production, DATA_DIR). */
const printToken = (env: Record<string, string>) =>
  execFileSync(process.execPath, [join(ROOT, 'scripts/admin-token.mjs')], {
    cwd: ROOT,
    // No ADMIN_TOKEN of the environment or of a .env: the generated one is what is printed.
    env: { PATH: process.env.PATH ?? '', ADMIN_TOKEN: '', ...env },
  })
    .toString()
    .trim();

describe('the back office token of a local shop (README, "Settings")', () => {
  it('is the one `npm start` generated into DATA_DIR/secrets.json, which the API takes', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-token-'));
    const token = printToken({ SHOP_MODE: 'production', DATA_DIR: dataDir });
    const secrets = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as {
      ADMIN_TOKEN: string;
    };
    expect(token).toBe(secrets.ADMIN_TOKEN);
    expect(token).not.toBe('local-admin-token');
    // The same token again on the next run: npm start keeps its secrets.
    expect(printToken({ SHOP_MODE: 'production', DATA_DIR: dataDir })).toBe(token);

    database = await openFreshDatabase();
    server = await startServer(database, testEnv({ ADMIN_TOKEN: token }));
    const api = http(server);
    expect((await api.get('/admin/settings', { [ADMIN_TOKEN_HEADER]: token })).status).toBe(200);
    expect(
      (await api.get('/admin/settings', { [ADMIN_TOKEN_HEADER]: 'local-admin-token' })).status,
    ).toBe(401);
    // Development mode (npm run dev, the end-to-end run) keeps the local default.
    expect(printToken({ SHOP_MODE: 'development', DATA_DIR: dataDir })).toBe('local-admin-token');
  });

  it('is explained in the README with the command that prints it', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('node scripts/admin-token.mjs');
    expect(readme).toContain('.data/secrets.json');
  });
});
