// Building the inverted index of a generation: every searchable word of every record, as
// posting lists of (record, best searchable-attribute rank) in typed arrays.
import { stringLeaves, valuesAt, type Rec } from './paths';
import { growableU32, growableU8 } from './growable';
import { STEP, type Steps } from './steps';
import { normalize, tokenize } from './text';

export interface SearchableField {
  /** Attribute path, or null for "every attribute" (no searchableAttributes setting). */
  path: string | null;
  /** 0 for the first searchable attribute; attributes listed together share one. */
  rank: number;
}

export interface Postings {
  /** Term -> term id. */
  ids: Map<string, number>;
  /** Records holding term t: docs[start[t]] .. docs[start[t + 1] - 1], ascending. */
  start: Uint32Array;
  docs: Uint32Array;
  /** Best (lowest) searchable-attribute rank of the term in that record, capped at 15. */
  ranks: Uint8Array;
}

function withoutId(record: Rec): Record<string, unknown> {
  const { objectID: _id, ...rest } = record;
  return rest;
}

export function* postingsSteps(records: Rec[], fields: SearchableField[]): Steps<Postings> {
  const ids = new Map<string, number>();
  const termList = growableU32();
  const docList = growableU32();
  const rankList = growableU8();
  for (let d = 0; d < records.length; d++) {
    if (d % STEP === 0) yield;
    const record = records[d]!;
    for (const { path, rank } of fields) {
      for (const leaf of stringLeaves(path === null ? withoutId(record) : valuesAt(record, path))) {
        for (const token of tokenize(leaf)) {
          const term = normalize(token);
          if (!term) continue;
          let id = ids.get(term);
          if (id === undefined) ids.set(term, (id = ids.size));
          termList.push(id);
          docList.push(d);
          rankList.push(Math.min(rank, 15));
        }
      }
    }
  }
  yield;

  const [terms, docs, ranks] = [termList.view(), docList.view(), rankList.view()];
  // Counting sort by term; records come out ascending within each term.
  const count = ids.size;
  const raw = new Uint32Array(count + 1);
  for (const id of terms) raw[id + 1]!++;
  for (let t = 0; t < count; t++) raw[t + 1]! += raw[t]!;
  const fill = raw.slice(0, count);
  const sortedDocs = new Uint32Array(terms.length);
  const sortedRanks = new Uint8Array(terms.length);
  terms.forEach((id, k) => {
    const at = fill[id]!++;
    sortedDocs[at] = docs[k]!;
    sortedRanks[at] = ranks[k]!;
  });
  yield;

  // A word seen twice in a record (or in two attributes) is listed once, with its best rank.
  const start = new Uint32Array(count + 1);
  let out = 0;
  for (let t = 0; t < count; t++) {
    for (let k = raw[t]!; k < raw[t + 1]!; k++) {
      if (out > start[t]! && sortedDocs[out - 1] === sortedDocs[k]) {
        sortedRanks[out - 1] = Math.min(sortedRanks[out - 1]!, sortedRanks[k]!);
      } else {
        sortedDocs[out] = sortedDocs[k]!;
        sortedRanks[out++] = sortedRanks[k]!;
      }
    }
    start[t + 1] = out;
  }
  return { ids, start, docs: sortedDocs.slice(0, out), ranks: sortedRanks.slice(0, out) };
}
