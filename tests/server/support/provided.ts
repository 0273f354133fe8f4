/** What the server-database global setup hands to the test files (vitest `provide`/`inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data dir (`openDatabase({ memory: true, loadDataDir })`). */
    pgliteDataDir?: string;
    /** A migrated PostgreSQL database to copy with `create database … template`, when TEST_DATABASE_URL is set. */
    postgresTemplate?: string;
  }
}

export {};
