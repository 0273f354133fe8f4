import { addRxPlugin, type RxStorage } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';

let added: Promise<boolean> | undefined;

/** Development builds (Vite `DEV`, not the test runner) get RxDB's dev-mode checks (loaded on demand). */
function wantsDevMode(): boolean {
  const env = import.meta.env as ImportMetaEnv | undefined;
  return Boolean(env?.DEV) && env?.MODE !== 'test';
}

async function addPlugins(): Promise<boolean> {
  addRxPlugin(RxDBLeaderElectionPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  // Before any database opens: collections created with `localDocuments: true` get their local-document
  // store, which closes and is removed with them.
  addRxPlugin(RxDBLocalDocumentsPlugin);
  if (!wantsDevMode()) return false;
  const { RxDBDevModePlugin } = await import('rxdb/plugins/dev-mode');
  addRxPlugin(RxDBDevModePlugin);
  return true;
}

/** Adds the RxDB plugins once per process; resolves to whether dev-mode is on. */
export function ensurePlugins(): Promise<boolean> {
  added ??= addPlugins();
  return added;
}

/** Dev-mode requires schema validation on the storage: development builds validate every write. */
export async function prepareStorage(
  storage: RxStorage<unknown, unknown>,
): Promise<RxStorage<unknown, unknown>> {
  if (!(await ensurePlugins())) return storage;
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>;
}
