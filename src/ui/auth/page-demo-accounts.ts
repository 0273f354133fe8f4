import type { DemoAccount } from '../../domain/system-answers';

/** The element a sign-in page drawn at build time carries its demo accounts in (JSON, none on a real server). */
export const PAGE_DEMO_ACCOUNTS_ID = 'cueline-demo-accounts';

let given: DemoAccount[] | null | undefined;

/** The element that carries `accounts` in a page; `<` is escaped so the JSON cannot end the script. */
export function pageDemoAccountsScript(accounts: readonly DemoAccount[]): string {
  const json = JSON.stringify(accounts).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_DEMO_ACCOUNTS_ID}">${json}</script>`;
}

/**
 * The demo accounts the page came with, so the sign-in page shows them in its first render, as drawn at
 * build time; null when the page has none (they are then asked of the server). Drawing at build time
 * (src/ui/app/prerender-page.tsx) sets them with `givePageDemoAccounts`.
 */
export function pageDemoAccounts(): DemoAccount[] | null {
  if (given !== undefined) return given;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DEMO_ACCOUNTS_ID);
  let parsed: unknown = null;
  try {
    parsed = element ? JSON.parse(element.textContent ?? '') : null;
  } catch {
    parsed = null;
  }
  given = Array.isArray(parsed) ? (parsed as DemoAccount[]) : null;
  return given;
}

export function givePageDemoAccounts(accounts: DemoAccount[]): void {
  given = accounts;
}
