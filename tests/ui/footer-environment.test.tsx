import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/ui/app/footer';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, withLocalData } from './support/signed-in';

describe("the footer's environment (issue 26: no English on Russian screens)", () => {
  it.each([
    ['en', 'Environment: development'],
    ['ru', 'Окружение: разработка'],
  ] as const)('names the environment in %s, never by its key', async (language, text) => {
    const db = await openTestDatabase(undefined, ['tracks']);
    try {
      await renderUi(<Footer signedIn />, {
        language,
        wrapper: withLocalData(await signedInServices(), db),
      });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByText(/: dev$/)).toBeNull();
    } finally {
      await db.close();
    }
  });
});
