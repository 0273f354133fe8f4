import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/ui/catalog/search-box';
import { renderUi } from './support/render';

function Harness({ onChange }: { onChange(value: string): void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        placeholder="What do you want to play?"
        aria-label="Search the catalog"
        clearLabel="Clear the search"
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('the catalogue’s search box (Fluent’s large SearchBox in plain elements)', () => {
  it('is a named search box that reports each change', async () => {
    const onChange = vi.fn();
    const { user } = await renderUi(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search the catalog' });
    expect(box.getAttribute('placeholder')).toBe('What do you want to play?');
    await user.type(box, 'ha');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['h', 'ha']);
    expect((box as HTMLInputElement).value).toBe('ha');
  });

  it('the clear button is out of the tab order, empties the box and leaves the focus in it', async () => {
    const onChange = vi.fn();
    const { user } = await renderUi(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search the catalog' });
    await user.type(box, 'harbour');
    const clear = screen.getByRole('button', { name: 'Clear the search' });
    expect(clear.getAttribute('tabindex')).toBe('-1');
    await user.click(clear);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
  });

  it('shows the clear button only while it has focus, as Fluent’s does (its slot is collapsed at rest)', async () => {
    const { user } = await renderUi(<Harness onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Search the catalog' });
    const slot = screen.getByRole('button', { name: 'Clear the search' }).parentElement!;
    const atRest = slot.className;
    await user.click(box);
    const focused = slot.className;
    expect(focused).not.toBe(atRest);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(slot.className).toBe(atRest);
  });
});
