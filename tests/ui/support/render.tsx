import type { ReactElement, ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../../src/domain/roles';
import { themes } from '../../../src/ui/app/theme';
import { preloadSnackbars, SnackbarHost } from '../../../src/ui/components/snackbar';
import { initI18n } from '../../../src/ui/i18n';

export interface RenderOptions {
  language?: Language;
  /** Providers the component needs besides i18n and the theme (services, local data), outermost first. */
  wrapper?: (children: ReactNode) => ReactNode;
}

/**
 * Renders `ui` the way the app shell does: the app's i18next on `language`, the light Fluent theme and the
 * snackbar host. Returns Testing Library's queries and a user-event session.
 */
export async function renderUi(
  ui: ReactElement,
  { language = 'en', wrapper = (children) => children }: RenderOptions = {},
): Promise<RenderResult & { user: UserEvent }> {
  const i18n = initI18n(language);
  await i18n.changeLanguage(language);
  // The app loads the toaster after its first page; a test may show a snackbar at once.
  await preloadSnackbars();
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={themes.light}>
        {wrapper(ui)}
        <SnackbarHost />
      </FluentProvider>
    </I18nextProvider>,
  );
  return { ...result, user };
}
