import { FluentProvider } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themes } from '../../src/ui/app/theme';
import { LoginForm } from '../../src/ui/auth/login-form';
import { initI18n } from '../../src/ui/i18n';

/**
 * The sign-in form drawn at build time (scripts/prerender-plugin.ts) and taken over by the app: its submit
 * button is disabled in the HTML, so the browser never sends the form itself, and what was typed before
 * the app took over is what the form sends.
 */
const tree = (onSubmit: () => Promise<void>) => (
  <I18nextProvider i18n={initI18n('en')}>
    <FluentProvider theme={themes.light}>
      <LoginForm onSubmit={onSubmit} />
    </FluentProvider>
  </I18nextProvider>
);

describe('the login form drawn at build time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cannot be sent before the app has taken it over', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(async () => undefined));
    const submit = container.querySelector('button[type="submit"]');
    expect(submit?.textContent).toBe('Log in');
    expect(submit?.hasAttribute('disabled')).toBe(true);
  });

  it('is hydrated without a mismatch, and sends what was typed before', async () => {
    const errors = vi.spyOn(console, 'error');
    const onSubmit = vi.fn(async () => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree(onSubmit));
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'anna@example.com';

    render(tree(onSubmit), { container, hydrate: true });
    const submit = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(submit);

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' }),
    );
    // (Fluent's check for a second provider with the same id also speaks up here: without a build-time
    // render, happy-dom's server render has no theme style element. Only React's own messages count.)
    const hydrationErrors = errors.mock.calls.filter((call) => /hydrat|match/i.test(String(call[0])));
    expect(hydrationErrors).toEqual([]);
  });
});
