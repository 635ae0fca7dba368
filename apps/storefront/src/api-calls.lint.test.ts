import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of the repo's lint set-up for a source file of an app. */
async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
}

describe('lint: every API call goes through @shop/api-client', () => {
  it('refuses the API path and a hand-made fetch in the storefront and the checkout', async () => {
    const literal = `export const send = () => fetch('/api/v5/outlet/access', { method: 'POST' });\n`;
    expect(await lint(literal, 'apps/storefront/src/components/x.ts')).toHaveLength(2);
    const template = 'export const url = (base: string) => `${base}/api/v5/contact/messages`;\n';
    expect(await lint(template, 'apps/checkout/src/x.ts')).toHaveLength(1);
  }, 30_000);

  it('lets the client’s own calls and the packages through', async () => {
    const client = `import { apiBaseUrl } from '@shop/api-client';\nexport const base = apiBaseUrl();\n`;
    expect(await lint(client, 'apps/storefront/src/components/x.ts')).toHaveLength(0);
    const inClient = `export const API_BASE_PATH = '/api/v5';\n`;
    expect(await lint(inClient, 'packages/api-client/src/x.ts')).toHaveLength(0);
  }, 30_000);
});

describe("lint: the API's services and http/ do not import each other", () => {
  const restricted = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
  };

  it('refuses HTTP code in services and services in http/', async () => {
    const inService = `import { answer } from '../../http/reply';\nexport const a = answer;\n`;
    expect(await restricted(inService, 'apps/api/src/services/orders/x.ts')).toHaveLength(1);
    const route = `import { r } from '../../routes/orders/create';\nexport const b = r;\n`;
    expect(await restricted(route, 'apps/api/src/services/orders/x.ts')).toHaveLength(1);
    const inHttp = `import { login } from '../services/security/login';\nexport const c = login;\n`;
    expect(await restricted(inHttp, 'apps/api/src/http/x.ts')).toHaveLength(1);
  }, 30_000);

  it('lets both use src/infra', async () => {
    const infra = `import { TtlCache } from '../../infra/ttl-cache';\nexport const d = TtlCache;\n`;
    expect(await restricted(infra, 'apps/api/src/services/orders/x.ts')).toHaveLength(0);
  }, 30_000);
});
