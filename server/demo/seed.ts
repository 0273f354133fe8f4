import type { Database } from '../db/client';

export interface SeedDeps {
  database: Database;
  log: (message: string) => void;
}

/** Creates the demo accounts (and later the demo catalogue) on first start; running it again changes nothing. */
export async function seedDemo(deps: SeedDeps): Promise<void> {
  deps.log('demo data: nothing to seed yet');
}
