// Answers as JSON text. A page of 48 products is ~100 KB of JSON, and stringifying it was the
// largest cost of a listing request: a hit showing its whole record reuses the record's JSON,
// produced once and kept (records are never mutated: a write stores a new object).
import type { Hit } from './hits';
import type { Rec } from './paths';
import { FacetValues } from './top-values';

const MAX_CACHED = 50_000; // ~55 MB of catalogue JSON
const cache = new Map<Rec, string>();

function recordJson(record: Rec): string {
  let json = cache.get(record);
  if (json === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear(); // crude but bounded; hot records come back
    json = JSON.stringify(record);
    cache.set(record, json);
  }
  return json;
}

const MAX_LEAN = 20_000; // ~10 MB of card JSON
const leanCache = new Map<Rec, { key: string; json: string }>();

/** The JSON of a lean hit (hits.ts), kept per record for the attributes it was picked with. */
function leanJson(hit: Hit, record: Rec, key: string): string {
  let found = leanCache.get(record);
  if (found?.key !== key) {
    if (leanCache.size >= MAX_LEAN) leanCache.clear(); // as recordJson: crude but bounded
    found = { key, json: JSON.stringify(hit.retrieved) };
    leanCache.set(record, found);
  }
  return found.json;
}

export function hitJson(hit: Hit): string {
  if (hit.lean) return leanJson(hit, hit.lean.record, hit.lean.key);
  const { retrieved, full, added } = hit;
  const added_ = Object.entries(added).filter(([, value]) => value !== undefined);
  if (!full || added_.some(([key]) => key in retrieved)) {
    return JSON.stringify({ ...retrieved, ...added });
  }
  let json = recordJson(retrieved).slice(0, -1);
  for (const [key, value] of added_) json += `,"${key}":${JSON.stringify(value)}`;
  return `${json}}`;
}

/** `"facets":{...}` from each facet's values (top-values.ts). */
function facetsJson(facets: Record<string, unknown>): string {
  let json = '';
  for (const attr in facets) {
    const values = facets[attr];
    const text = values instanceof FacetValues ? values.json() : JSON.stringify(values);
    json += `${json ? ',' : ''}${JSON.stringify(attr)}:${text}`;
  }
  return `"facets":{${json}}`;
}

/** JSON of a search answer (any object; its `hits` go through hitJson, its `facets` as text). */
export function answerJson(answer: object): string {
  const { hits, facets, ...rest } = answer as {
    hits?: unknown;
    facets?: Record<string, unknown>;
  };
  const parts: string[] = [];
  if (Array.isArray(hits)) parts.push(`"hits":[${(hits as Hit[]).map(hitJson).join(',')}]`);
  else if (hits !== undefined) return JSON.stringify(answer);
  if (facets) parts.push(facetsJson(facets));
  const tail = JSON.stringify(rest);
  if (tail !== '{}') parts.push(tail.slice(1, -1));
  return `{${parts.join(',')}}`;
}
