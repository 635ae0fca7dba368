// browse: every matching record, page after page, past the 1000-hit limit of search. The cursor
// carries the offset and the original parameters, since follow-up calls send only the cursor.
import { badRequest } from '../errors';
import { execute } from './execute';
import { paramsString } from './params';
import { pickAttributes } from './paths';
import type { Registry } from './registry';

interface Cursor {
  offset: number;
  params: Record<string, unknown>;
}

const encode = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(cursor: string): Cursor {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Cursor;
  } catch {
    throw badRequest('Invalid cursor');
  }
}

export function browse(registry: Registry, indexName: string, input: Record<string, unknown>) {
  const started = performance.now();
  const { cursor, ...rest } = input;
  const { offset, params: raw } =
    typeof cursor === 'string'
      ? decode(cursor)
      : { offset: 0, params: { hitsPerPage: 1000, ...rest } };
  const run = execute(registry, indexName, { ...raw, page: 0 });
  const { params, generation } = run;
  const end = Math.min(offset + params.hitsPerPage, run.nbHits);
  const docs = offset >= end ? [] : run.top(end).slice(offset);
  return {
    hits: docs.map((d) => pickAttributes(generation.records[d]!, params.attributesToRetrieve)),
    nbHits: run.nbHits,
    page: params.hitsPerPage === 0 ? 0 : Math.floor(offset / params.hitsPerPage),
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(run.nbHits / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    ...(end < run.nbHits ? { cursor: encode({ offset: end, params: raw }) } : {}),
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query,
    params: paramsString(raw),
    index: indexName,
  };
}
