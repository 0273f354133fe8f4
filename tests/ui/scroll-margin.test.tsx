import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollMargin } from '../../src/ui/hooks/use-scroll-margin';

let shown = 0;

function List({ hidden }: { hidden: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);
  shown = useScrollMargin(listRef);
  return (
    <section>
      <div ref={listRef} hidden={hidden} />
    </section>
  );
}

/** The list's top as the layout would answer it (a hidden element's rectangle is all zeros). */
function placeListAt(top: number) {
  vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLDivElement,
  ) {
    return new DOMRect(0, this.hidden ? 0 : top, 100, 0);
  });
}

describe('useScrollMargin (a window-scrolled list’s distance from the top of the document)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is measured at mount and again when the window resizes', () => {
    placeListAt(240);
    render(<List hidden={false} />);
    expect(shown).toBe(240);
    placeListAt(300);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown).toBe(300);
  });

  it('keeps the last margin while the list is hidden, then follows it again', () => {
    placeListAt(240);
    const { rerender } = render(<List hidden={false} />);
    rerender(<List hidden />);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown).toBe(240);
    placeListAt(280);
    rerender(<List hidden={false} />);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown).toBe(280);
  });
});
