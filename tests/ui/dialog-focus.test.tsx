import { useState } from 'react';
import { Button, Field, Input, Select } from '@fluentui/react-components';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormDialog } from '../../src/ui/components/form-dialog';
import { renderUi } from './support/render';

// Longer than tabster's 250 ms before it marks the modals that are not active aria-hidden.
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

function Opener({ first = 'input' }: { first?: 'input' | 'select' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      {open ? (
        <FormDialog
          title="Rename the project"
          onSubmit={(event) => event.preventDefault()}
          onClose={() => setOpen(false)}
          busy={false}
          error={null}
          submitLabel="Save"
          cancelLabel="Cancel"
        >
          {first === 'select' ? (
            <Field label="Type">
              <Select>
                <option>Film</option>
                <option>Series</option>
              </Select>
            </Field>
          ) : null}
          <Field label="Name">
            <Input />
          </Field>
        </FormDialog>
      ) : null}
    </>
  );
}

describe('a modal dialog (the UI tests lay the page out as a browser would)', () => {
  it('takes the focus to its first field and stays in the accessibility tree while it is open', async () => {
    const { user } = await renderUi(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    // Found only after tabster has had time to hide a dialog whose focus trap it did not activate.
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Rename the project' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    expect(dialog.getAttribute('aria-hidden')).toBeNull();
    // The page behind the modal is what is hidden from assistive technology.
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it('counts a select focused by code as focused by code, as the focus trap needs to', async () => {
    const { user } = await renderUi(<Opener first="select" />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Rename the project' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(document.activeElement).toBe(type);
    expect(dialog.getAttribute('aria-hidden')).toBeNull();
    // What tabster hears of a focus (keyborg's event): a focus by code moves its focus trap along.
    within(dialog).getByRole('textbox', { name: 'Name' }).focus();
    const heard: boolean[] = [];
    const listen = (event: Event) =>
      heard.push(
        (event as CustomEvent<{ isFocusedProgrammatically?: boolean }>).detail.isFocusedProgrammatically ??
          false,
      );
    document.addEventListener('keyborg:focusin', listen);
    type.focus();
    document.removeEventListener('keyborg:focusin', listen);
    expect(heard).toEqual([true]);
  });
});
