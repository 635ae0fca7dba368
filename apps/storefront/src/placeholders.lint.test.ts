import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The placeholder refusals of the repo's lint set-up for a source file. */
async function refusals(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter(
    (message) =>
      message.ruleId === 'no-restricted-syntax' && message.message.includes('interpolate'),
  );
}

describe('lint: placeholders are filled by t() or interpolate, never by hand', () => {
  it('refuses replace and replaceAll of {{…}} in the storefront, the checkout and the API', async () => {
    const replaced = [
      `export const a = (text: string, n: number) => text.replace('{{count}}', String(n));`,
      `export const b = (text: string, s: string) => text.replaceAll("{{size}}", s);`,
      'export const c = (text: string, k: string) => text.replace(`{{${k}}}`, k);',
      `export const d = (text: string) => text.replace(/\\{\\{(\\w+)\\}\\}/g, '');`,
      `export const e = (text: string) => text.replace(/{{name}}/, 'x');`,
    ].join('\n');
    expect(await refusals(replaced, 'apps/storefront/src/components/x.tsx')).toHaveLength(5);
    expect(await refusals(replaced, 'apps/checkout/src/x.ts')).toHaveLength(5);
    expect(await refusals(replaced, 'apps/api/src/services/x.ts')).toHaveLength(5);
  }, 30_000);

  it('keeps the API-call rule beside it in the front ends', async () => {
    const both = `export const f = (t: string) => fetch(t.replace('{{id}}', '1'));\n`;
    const [result] = await eslint.lintText(both, {
      filePath: `${root}/apps/checkout/src/x.ts`,
    });
    expect(result?.messages.map((message) => message.ruleId)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  }, 30_000);

  it('lets interpolate, other replacements and tests through', async () => {
    const fine = [
      `import { interpolate } from '@shop/i18n/interpolate';`,
      `export const g = (text: string) => interpolate(text, { count: 2 });`,
      `export const h = (slug: string) => slug.replace(/[^a-z]+/g, '-');`,
    ].join('\n');
    expect(await refusals(fine, 'apps/storefront/src/components/x.tsx')).toHaveLength(0);
    const test = `export const i = (text: string) => text.replace('{{n}}', '1');\n`;
    expect(await refusals(test, 'apps/api/src/x.test.ts')).toHaveLength(0);
  }, 30_000);
});

describe('lint: the interpolate helper stays free of i18next', () => {
  it('refuses any import in packages/i18n/src/interpolate.ts', async () => {
    const code = `import i18next from 'i18next';\nexport const i = i18next;\n`;
    const [result] = await eslint.lintText(code, {
      filePath: `${root}/packages/i18n/src/interpolate.ts`,
    });
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['no-restricted-imports']);
  }, 30_000);
});
