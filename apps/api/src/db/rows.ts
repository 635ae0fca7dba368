/** The rows of a raw `db.execute`, whichever driver answered (PGlite and node-postgres differ). */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
