import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSnackbar, type SnackbarOptions } from '../../src/ui/components/snackbar';
import { renderUi } from './support/render';

// A loaded CI runner may take well over a second to settle what the screen shows.
const wait = { timeout: 10_000 };

/** A button that shows one snackbar, as a feature does after an action. */
function ShowSnackbar(options: SnackbarOptions) {
  const { show } = useSnackbar();
  return <button onClick={() => show(options)}>Show</button>;
}

describe('the snackbar', () => {
  it('runs its action once and closes', async () => {
    const undo = vi.fn();
    const { user } = await renderUi(
      <ShowSnackbar title="Track removed" type="positive" actionTitle="Undo" action={undo} />,
    );

    await user.click(screen.getByRole('button', { name: 'Show' }));
    const snackbar = await screen.findByRole('status');
    expect(snackbar.textContent).toContain('Track removed');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByText('Track removed')).toBeNull(), wait);
  });

  it('announces a failure as an alert, closable by its Close button in the chosen language', async () => {
    const { user } = await renderUi(<ShowSnackbar title="Сеть недоступна" type="negative" canClose />, {
      language: 'ru',
    });

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Сеть недоступна');

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await vi.waitFor(() => expect(screen.queryByText('Сеть недоступна')).toBeNull(), wait);
  });

  it('offers no buttons when it has neither action nor Close', async () => {
    const { user } = await renderUi(<ShowSnackbar title="Saved" type="info" />);

    await user.click(screen.getByRole('button', { name: 'Show' }));
    const snackbar = await screen.findByRole('status');
    expect(snackbar.textContent).toContain('Saved');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Show']);
  });
});
