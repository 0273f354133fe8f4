import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../src/ui/auth/login-form';
import { renderUi } from './support/render';

// A loaded CI runner may take well over a second to settle what the screen shows.
const wait = { timeout: 10_000 };

describe('the login form', () => {
  it('names each empty field in English and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = await renderUi(<LoginForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Email must be filled.')).toBeTruthy();
    expect(screen.getByText('Password must be filled.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the same in Russian', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = await renderUi(<LoginForm onSubmit={onSubmit} />, { language: 'ru' });

    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Email должен быть заполнен.')).toBeTruthy();
    expect(screen.getByText('Пароль должен быть заполнен.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed email and the password once both are filled', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = await renderUi(<LoginForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '  anna@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(
      () => expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' }),
      wait,
    );
    expect(screen.queryByText('Email must be filled.')).toBeNull();
  });

  it("shows the server's field message under that field and focuses it", async () => {
    const refused = Object.assign(new Error('validation'), {
      fields: { password: 'error.invalidCredentials' },
    });
    const { user } = await renderUi(<LoginForm onSubmit={() => Promise.reject(refused)} />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), wait);
    expect(screen.getByText('Invalid credentials.')).toBeTruthy();
    expect(document.activeElement).toBe(password);
  });

  it('shows an error without fields above the form, as an alert', async () => {
    const { user } = await renderUi(
      <LoginForm
        onSubmit={() => Promise.reject(Object.assign(new Error('x'), { text: 'The server is resting.' }))}
      />,
    );

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The server is resting.');
  });
});
