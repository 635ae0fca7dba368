// Values a hostile or broken client sends, derived from the shared zod schemas: for each field
// of a request schema, a well-formed sample of the others and one bad value in its place.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as schemas from '@shop/api-client/schemas';
import { z } from 'zod';

type Json = { type?: string | string[]; properties?: Record<string, Json>; required?: string[] };
type Json2 = Json & { format?: string; enum?: unknown[]; minLength?: number; minimum?: number };

const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

/** Bodies that are not JSON, or JSON nested deeper than any parser's stack. */
export const RAW_BODIES = [
  '{',
  '{"a":',
  '\u0000',
  '[1,2',
  '{"__proto__":{"x":1}}',
  '"'.repeat(1000),
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];

/** The bad values every field gets in turn. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'a\u0000b',
  'a\u0007\u001b[31mb',
  '\ud800',
  'x'.repeat(200_000),
  { $gt: '' },
  { __proto__: { admin: true } },
  [],
  deep(2_000),
];

/** A plausible value of a JSON schema: what a well-behaved client would send. */
export function sample(schema: Json2 | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'x'.repeat(Math.max(8, schema.minLength ?? 0));
    default:
      return 'x';
  }
}

/** For each top-level field, the sample with that field made hostile; and whole-body junk. */
export function hostileBodies(schema: z.ZodType | undefined): unknown[] {
  const junk: unknown[] = [[], 'text', 42, null, deep(2_000)];
  if (!schema) return junk;
  let json: Json2;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json2;
  } catch {
    return junk;
  }
  const base = sample(json);
  if (!base || typeof base !== 'object' || Array.isArray(base)) return junk;
  const fields = Object.keys(json.properties ?? {});
  return [
    ...junk,
    base,
    ...fields.flatMap((field) => HOSTILE_VALUES.map((value) => ({ ...base, [field]: value }))),
  ];
}

export interface RouteInput {
  method: string;
  /** The path as the route file registers it (before its prefixes). */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
}

const ROUTE = /\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*['`]([^'`]+)['`]/g;
const INPUT = /parseInput\(\s*(Z\w+),\s*request\.(body|query)/g;

/** Which shared schema each route file validates its body and query with, read from source. */
export function routeInputs(routesDir: string): RouteInput[] {
  const found: RouteInput[] = [];
  const byName = schemas as unknown as Record<string, z.ZodType | undefined>;
  for (const file of readdirSync(routesDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(join(routesDir, file), 'utf8');
    const routes = [...source.matchAll(ROUTE)].map((match) => ({
      at: match.index,
      route: { method: match[1]!.toUpperCase(), path: match[2]! } as RouteInput,
    }));
    for (const input of source.matchAll(INPUT)) {
      const owner = routes.filter((route) => route.at < input.index).at(-1);
      const schema = byName[input[1]!];
      if (owner && schema) owner.route[input[2] as 'body' | 'query'] = schema;
    }
    found.push(...routes.map((route) => route.route));
  }
  return found;
}
