// The snapshot file of one index: valid JSON (`{...header, "records": [...]}`) laid out with
// one record per line, so that it is written in slices and read back line by line: loading
// 200,000 records never holds the whole file as one string next to the parsed records.
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import type { IndexSnapshot } from './engine/index-store';
import type { Rec } from './engine/paths';

const OPEN = ',"records":[';

export async function writeSnapshot(handle: FileHandle, snapshot: IndexSnapshot): Promise<void> {
  const { records, ...header } = snapshot;
  await handle.write(`${JSON.stringify(header).slice(0, -1)}${OPEN}\n`);
  for (let i = 0; i < records.length; i += 1000) {
    const slice = records.slice(i, i + 1000).map((r) => JSON.stringify(r));
    await handle.write(slice.join(',\n') + (i + 1000 < records.length ? ',\n' : '\n'));
  }
  await handle.write(']}\n');
}

/**
 * Reads the file in large chunks and parses each complete line synchronously: iterating
 * lines with readline costs a promise per line, longer than the parsing at 200,000 records.
 */
export async function readSnapshot(path: string): Promise<IndexSnapshot> {
  let header: Omit<IndexSnapshot, 'records'> | null = null;
  const records: Rec[] = [];
  let closed = false;
  let rest = '';
  const line = (text: string): boolean => {
    if (header === null) {
      if (!text.endsWith(OPEN)) return false; // not our layout
      header = JSON.parse(`${text.slice(0, -OPEN.length)}}`) as Omit<IndexSnapshot, 'records'>;
    } else if (text === ']}') closed = true;
    else if (text !== '')
      records.push(JSON.parse(text.endsWith(',') ? text.slice(0, -1) : text) as Rec);
    return true;
  };
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 22 })) {
    const text = rest + (chunk as string);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      // Any other layout (a file edited by hand) is read as plain JSON.
      if (!line(text.slice(start, end)))
        return JSON.parse(await readFile(path, 'utf8')) as IndexSnapshot;
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest !== '' && !line(rest)) return JSON.parse(await readFile(path, 'utf8')) as IndexSnapshot;
  if (!header || !closed) throw new Error('truncated snapshot');
  return { ...(header as Omit<IndexSnapshot, 'records'>), records };
}
