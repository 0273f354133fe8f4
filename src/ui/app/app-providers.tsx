import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../domain/roles';
import { i18nReady, initI18n } from '../i18n';
import { SnackbarHost } from '../components/snackbar';
import { ServicesContext, useServices, type Services } from '../hooks/services';
import { useLanguage } from '../hooks/use-language';
import { ThemeModeContext } from './use-theme-mode';
import { LocalDataProvider } from '../local-data';
import { useRootFocusGuardsOutOfTabOrder } from './focus-guards';
import { createServices } from './services';
import { themes, useThemeModeState } from './theme';

/**
 * Keeps i18next and <html lang> on the language the store holds. A start in a language other than English
 * draws nothing until its strings have loaded, so the page never shows English first.
 */
function LanguageSync({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  useLanguageRemembered(language);
  const [i18n] = useState(() => initI18n(language));
  const [ready, setReady] = useState(() => i18n.isInitialized);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void i18nReady().finally(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  useEffect(() => {
    if (i18n.language !== language) initI18n(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  if (!ready) return null;
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Keeps the signed-in user's stored language (the one mails are written in) on the language they read. */
function useLanguageRemembered(language: Language) {
  const { session } = useServices();
  const stored = useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot().user?.language ?? null,
    () => null,
  );
  useEffect(() => {
    if (stored !== null && stored !== language) void session.saveLanguage(language);
  }, [session, stored, language]);
}

/** Fluent theme (light or dark), snackbars, the theme-mode toggle, and Fluent's focus guards tamed. */
function ThemeProviders({ children }: { children: ReactNode }) {
  const themeMode = useThemeModeState();
  useRootFocusGuardsOutOfTabOrder();
  return (
    <ThemeModeContext.Provider value={themeMode}>
      <FluentProvider theme={themes[themeMode.mode]}>
        {children}
        <SnackbarHost />
      </FluentProvider>
    </ThemeModeContext.Provider>
  );
}

/** The services (API client, session and language stores), i18n and theme every screen relies on. */
export function AppProviders({ children, services }: { children: ReactNode; services?: Services }) {
  const [value] = useState(() => services ?? createServices(window.location.pathname));
  return (
    <ServicesContext.Provider value={value}>
      <LanguageSync>
        <ThemeProviders>
          <LocalDataProvider>{children}</LocalDataProvider>
        </ThemeProviders>
      </LanguageSync>
    </ServicesContext.Provider>
  );
}
