/** What the e2e global setup hands to the test files (vitest `provide`/`inject`). */
export interface E2eEnvironment {
  /** Where the app answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** Folder the global setup writes every caught mail into, one JSON file each. */
  mailDir: string;
  /** The Chromium binary to launch. */
  chromiumPath: string;
  /** SUPPORT_EMAIL of the server under test: where feedback mail goes. */
  supportEmail: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}
