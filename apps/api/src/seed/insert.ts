import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const ROWS_PER_STATEMENT = 5000;

/**
 * Bulk insert: each chunk travels as ONE json parameter expanded by json_populate_recordset,
 * which is far faster than thousands of bind parameters (on PGlite above all). Rows must all
 * set the same keys; keys left out take their column default.
 */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        const value = (row as Record<string, unknown>)[key];
        record[names[index]!] = value instanceof Date ? value.toISOString() : value;
      });
      return record;
    });
    await db.execute(sql`INSERT INTO ${table} (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(getTableName(table))}, ${JSON.stringify(chunk)}::json)`);
  }
}
