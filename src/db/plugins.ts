import { addRxPlugin } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';

let added: Promise<void> | undefined;

/** Development builds (Vite `DEV`, not the test runner) get RxDB's dev-mode checks. */
function wantsDevMode(): boolean {
  const env = import.meta.env as ImportMetaEnv | undefined;
  return Boolean(env?.DEV) && env?.MODE !== 'test' && !('VITEST' in (env ?? {}));
}

async function addPlugins() {
  addRxPlugin(RxDBLeaderElectionPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  if (wantsDevMode()) {
    const { RxDBDevModePlugin } = await import('rxdb/plugins/dev-mode');
    addRxPlugin(RxDBDevModePlugin);
  }
}

/** Adds the RxDB plugins once per process. */
export function ensurePlugins(): Promise<void> {
  added ??= addPlugins();
  return added;
}
