import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListKeyboard } from '../../src/ui/catalog/parts/use-list-keyboard';
import { renderUi } from './support/render';

const names = ['Amber', 'Birch', 'Cedar', 'Dune', 'Elm', 'Fir', 'Gorse', 'Heath'];

/** A list whose rows take roving focus, as the track lists' rows do. */
function Rows({ pageRowHeight, revealed }: { pageRowHeight?: number; revealed?: number[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const reveal = revealed ? (index: number) => void revealed.push(index) : undefined;
  const { activeIndex, setActive, onKeyDown } = useListKeyboard(listRef, names.length, {
    ...(reveal ? { reveal } : {}),
    ...(pageRowHeight ? { pageRowHeight } : {}),
  });
  return (
    <div ref={listRef} role="list" aria-label="Trees" onKeyDown={onKeyDown}>
      {names.map((name, index) => (
        <div
          key={name}
          role="listitem"
          aria-label={name}
          data-index={index}
          tabIndex={index === activeIndex ? 0 : -1}
          onFocus={() => setActive(index)}
        >
          <a href={`#${name}`}>{`About ${name}`}</a>
        </div>
      ))}
    </div>
  );
}

const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label');

describe('useListKeyboard (roving focus over list rows)', () => {
  const height = window.innerHeight;
  afterEach(() => {
    window.innerHeight = height;
  });

  it('tabs onto one row; arrows, Home and End move focus and the tabbable row', async () => {
    const { user } = await renderUi(<Rows />);
    await user.tab();
    expect(focused()).toBe('Amber');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Cedar');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Birch');
    await user.keyboard('{End}');
    expect(focused()).toBe('Heath');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Heath');
    await user.keyboard('{Home}{ArrowUp}');
    expect(focused()).toBe('Amber');
    expect(screen.getAllByRole('listitem').filter((row) => row.tabIndex === 0)).toHaveLength(1);
  });

  it('moves by a window of rows with Page keys only when given the rows’ height', async () => {
    window.innerHeight = 400;
    const plain = await renderUi(<Rows />);
    await plain.user.tab();
    await plain.user.keyboard('{PageDown}');
    expect(focused()).toBe('Amber');
    plain.unmount();

    const revealed: number[] = [];
    const paged = await renderUi(<Rows pageRowHeight={100} revealed={revealed} />);
    await paged.user.tab();
    await paged.user.keyboard('{PageDown}');
    expect(focused()).toBe('Dune');
    await paged.user.keyboard('{PageUp}');
    expect(focused()).toBe('Amber');
    expect(revealed).toEqual([3, 0]);
  });

  it('leaves the keys pressed on a link inside a row to the link', async () => {
    const { user } = await renderUi(<Rows />);
    const link = screen.getByRole('link', { name: 'About Amber' });
    link.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(link);
  });
});
