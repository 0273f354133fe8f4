import type { Config } from './config';
import type { Database } from './db/client';
import type { ErrorLog } from './http/error-log';
import type { Mailer } from './mail/mailer';
import type { AccessTokens, SessionRegistry } from './modules/auth/index';
import type { PartyDirectory } from './modules/contracts/index';

// What the app is built from (app.ts) and what its modules are given (modules/index.ts, container.ts): a leaf
// of types, so a module that names them does not import the app or the composition root back.

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The clock; tests may pass a fake one. */
  now?: () => Date;
  /** Pino logger options; tests pass false (errors are still kept for the admin's System screen). */
  logger?: boolean | object;
  /** The legal entities port of the contracts module; tests pass their own. */
  parties?: PartyDirectory;
  /** Where the last errors logged are kept; one of its own when not given. */
  errorLog?: ErrorLog;
}

/** What modules are given: the app's dependencies plus the access-token signer and the live sessions. */
export interface ModuleDeps extends AppDeps {
  errorLog?: ErrorLog;
  tokens: AccessTokens;
  sessions: SessionRegistry;
  now: () => Date;
}
