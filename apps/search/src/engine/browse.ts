// browse: every matching record, page after page, past the 1000-hit limit of search. The cursor
// carries the offset and the original parameters, since follow-up calls send only the cursor.
import { badRequest } from '../errors';
import { paramsString } from './params';
import { pickAttributes } from './paths';
import { matchQuery } from './query';
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
  const { params, records } = matchQuery(registry, indexName, { ...raw, page: 0 });
  const end = offset + params.hitsPerPage;
  return {
    hits: records.slice(offset, end).map((r) => pickAttributes(r, params.attributesToRetrieve)),
    nbHits: records.length,
    page: params.hitsPerPage === 0 ? 0 : Math.floor(offset / params.hitsPerPage),
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(records.length / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    ...(end < records.length ? { cursor: encode({ offset: end, params: raw }) } : {}),
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query,
    params: paramsString(raw),
    index: indexName,
  };
}
