// The modules themselves, not the sync index: it re-exports every account call with their schemas.
import { createApiClient } from '../../sync/api-client';
import { createLanguageStore } from '../../sync/language-store';
import { createSessionStore } from '../../sync/session-store';
import { messageLookup } from '../i18n';
import { roleFromPath } from '../../domain/app-rules';
import type { ApiClient, Services, SessionStore } from '../hooks/services';
import type { Language } from '../../domain/roles';

/**
 * Creates the API client, session store and language store once per page. The API client reads the
 * current language and role at request time; a refused session marks the user as logged out.
 * On first load a path under an owner or customer area sets the role (docs/product.md §2).
 */
export function createServices(pathname: string, fixedLanguage?: Language): Services {
  // A fixed language (a page drawn at build time, src/ui/app/prerender-page.tsx) reads no storage and no browser.
  const language = createLanguageStore(
    fixedLanguage ? { storage: null, browserLanguages: [fixedLanguage] } : {},
  );
  let session: SessionStore | null = null;
  const api: ApiClient = createApiClient({
    getLanguage: () => language.getSnapshot().language,
    messages: messageLookup,
    getRole: () => session?.getSnapshot().currentRole ?? 'customer',
    onLoggedOut: () => session?.setLoggedIn(false),
  });
  session = createSessionStore({ api });
  const role = roleFromPath(pathname);
  if (role) session.setRole(role);
  return { api, session, language };
}
