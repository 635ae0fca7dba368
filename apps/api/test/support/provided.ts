/** What each suite's global set-up hands to the test files (vitest provide / inject). */
export type TestDatabaseInfo =
  | { kind: 'pglite'; emptyDump: string; seededDump: string }
  | { kind: 'postgres'; adminUrl: string; seededUrl: string };

/** Every database suite is seeded with these, so tests can rely on them. */
export const TEST_SEED = 42;
export const TEST_PRODUCTS = 200;

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}
