import { defaultLanguage } from '../domain/app-rules';
import type { Language } from '../domain/roles';
import { browserStorage, createObservable } from './observable-store';

export interface LanguageState {
  language: Language;
  modalOpen: boolean;
}

export const LANGUAGE_STORAGE_KEY = 'cueline.language';

export interface LanguageStoreOptions {
  /** Synchronous storage (window.localStorage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** navigator.languages by default. */
  browserLanguages?: readonly string[];
}

const navigatorLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language].filter(Boolean);

function readStored(storage: LanguageStoreOptions['storage']): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export type LanguageStore = ReturnType<typeof createLanguageStore>;

/** The language and the chooser dialog (docs/product.md §3 Language state); the start value follows reading B. */
export function createLanguageStore(options: LanguageStoreOptions = {}) {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const language = defaultLanguage({
    stored: readStored(storage),
    browserLanguages: options.browserLanguages ?? navigatorLanguages(),
  });
  const store = createObservable<LanguageState>({ language, modalOpen: false });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    open() {
      store.update({ modalOpen: true });
    },
    /** Closes the chooser; a choice, when given, becomes the language and is remembered. */
    close(choice?: Language) {
      if (!choice) {
        store.update({ modalOpen: false });
        return;
      }
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, choice);
      } catch {
        // Storage may be full or disabled; the choice still applies to this page.
      }
      store.update({ modalOpen: false, language: choice });
    },
  };
}
