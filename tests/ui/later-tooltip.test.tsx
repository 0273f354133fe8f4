import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LaterTooltip } from '../../src/ui/library/parts/later-tooltip';
import { renderUi } from './support/render';

describe('a tooltip loaded after the screen', () => {
  it('names the element by a label tooltip at once, and keeps the name once the tooltip is there', async () => {
    await renderUi(
      <LaterTooltip content="New playlist" relationship="label">
        <button type="button">+</button>
      </LaterTooltip>,
    );
    expect(screen.getByRole('button', { name: 'New playlist' })).toBeTruthy();
    await import('../../src/ui/components/loaded-tooltip');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'New playlist' })).toBeTruthy();
  });

  it('links a description tooltip once loaded, without renaming the element', async () => {
    await renderUi(
      <LaterTooltip content="Liked songs, 3 tracks" relationship="description">
        <a href="/liked" aria-label="Liked songs">
          ♥
        </a>
      </LaterTooltip>,
    );
    // (The tooltip's module has loaded in the test before; here it is there at once or soon.)
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Liked songs' }).getAttribute('aria-describedby'),
      ).not.toBeNull(),
    );
    const described = screen.getByRole('link', { name: 'Liked songs' });
    expect(document.getElementById(described.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Liked songs, 3 tracks',
    );
  });
});
