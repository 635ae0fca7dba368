import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks, withCompileHint } from '../../scripts/compile-hints.mjs';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,()=>{}]);';

describe('compile hints on the client chunks', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('puts the hint alone on the first line, before the code', () => {
    expect(withCompileHint(CHUNK)).toBe(`//# allFunctionsCalledOnLoad\n${CHUNK}`);
  });

  it('adds it once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint(CHUNK))).toBe(withCompileHint(CHUNK));
  });

  it('marks every script under the folder, nested ones included, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'chunks-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'a.js'), CHUNK);
    writeFileSync(join(dir, 'app', 'b.js'), CHUNK);
    writeFileSync(join(dir, 'c.css'), 'body{}');
    expect(hintChunks(dir)).toBe(2);
    expect(readFileSync(join(dir, 'app', 'b.js'), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('body{}');
    expect(hintChunks(dir)).toBe(0);
  });
});
