// Types of compile-hints.mjs, for the tests.
export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function hintChunks(dir: string): number;
