import { act, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedAnswerCount, type CueDatabase } from '../../src/db';
import { ApiError } from '../../src/sync/api-error';
import type { LocalQuery } from '../../src/sync/local-query';
import type { Services } from '../../src/ui/hooks/services';
import { useLocalQuery } from '../../src/ui/hooks/use-local-query';
import { openTestDatabase } from '../db/support';
import { renderUi } from './support/render';
import { signedInServices, withLocalData } from './support/signed-in';
import type { LocalData } from '../../src/sync/local-data';
import { ServicesContext } from '../../src/ui/hooks/services';
import { LocalDataContext } from '../../src/ui/local-data/local-data-context';

/** A query whose server is a switch: it answers the next title, or fails while `down`. */
function fakeServer() {
  const state = { down: false, asked: 0, title: 'Night' };
  const query: LocalQuery<{ title: string }> = {
    key: 'album.detail:test',
    fetch: async () => {
      state.asked += 1;
      if (state.down) throw new ApiError({ text: 'No connection', messageKey: null });
      return { title: state.title };
    },
  };
  return { state, query };
}

function Album({ query }: { query: LocalQuery<{ title: string }> }) {
  const answer = useLocalQuery(query);
  return (
    <div>
      {answer.loading ? <p>Loading</p> : null}
      {answer.data ? <h1>{answer.data.title}</h1> : null}
      {answer.error ? (
        <button type="button" onClick={answer.retry}>
          Retry: {answer.error.text}
        </button>
      ) : null}
    </div>
  );
}

describe('useLocalQuery', () => {
  let db: CueDatabase;
  let services: Services;
  beforeEach(async () => {
    db = await openTestDatabase(undefined, ['tracks']);
    services = await signedInServices();
  });
  afterEach(async () => {
    await db.close();
  });

  it('shows loading, then the answer it wrote into the local database', async () => {
    const { query } = fakeServer();
    await renderUi(<Album query={query} />, { wrapper: withLocalData(services, db) });
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Night' })).toBeTruthy();
    await vi.waitFor(async () => expect(await storedAnswerCount(db)).toBe(1));
  });

  it('keeps an answer that came before the local database opened, once it opens', async () => {
    const { query, state } = fakeServer();
    let openDatabase = () => {};
    function Opening({ children }: { children: ReactNode }) {
      const [open, setOpen] = useState(false);
      openDatabase = () => setOpen(true);
      const localData = (open ? { db } : null) as LocalData | null;
      return (
        <ServicesContext.Provider value={services}>
          <LocalDataContext.Provider value={localData}>{children}</LocalDataContext.Provider>
        </ServicesContext.Provider>
      );
    }
    await renderUi(<Album query={query} />, { wrapper: (children) => <Opening>{children}</Opening> });
    expect(await screen.findByRole('heading', { name: 'Night' })).toBeTruthy();
    expect(await storedAnswerCount(db)).toBe(0);
    // The server is gone by the time the database opens: the answer already shown is what gets kept.
    state.down = true;
    act(() => openDatabase());
    await vi.waitFor(async () => expect(await storedAnswerCount(db)).toBe(1));
  });

  it('shows the failure and asks again on retry', async () => {
    const { state, query } = fakeServer();
    state.down = true;
    const { user } = await renderUi(<Album query={query} />, { wrapper: withLocalData(services, db) });
    const retry = await screen.findByRole('button', { name: 'Retry: No connection' });
    expect(screen.queryByText('Loading')).toBeNull();
    state.down = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Night' })).toBeTruthy();
    expect(state.asked).toBe(2);
  });

  it('a revisit renders the kept answer offline, beside the failure', async () => {
    const { state, query } = fakeServer();
    const first = await renderUi(<Album query={query} />, { wrapper: withLocalData(services, db) });
    await screen.findByRole('heading', { name: 'Night' });
    await vi.waitFor(async () => expect(await storedAnswerCount(db)).toBe(1));
    first.unmount();

    state.down = true;
    await renderUi(<Album query={query} />, { wrapper: withLocalData(services, db) });
    expect(await screen.findByRole('heading', { name: 'Night' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry: No connection' })).toBeTruthy();
  });

  it('renders a newer answer once the server gives one', async () => {
    const { state, query } = fakeServer();
    const first = await renderUi(<Album query={query} />, { wrapper: withLocalData(services, db) });
    await screen.findByRole('heading', { name: 'Night' });
    await vi.waitFor(async () => expect(await storedAnswerCount(db)).toBe(1));
    first.unmount();
    state.title = 'Night (remastered)';
    await renderUi(<Album query={query} />, { wrapper: withLocalData(services, db) });
    expect(await screen.findByRole('heading', { name: 'Night (remastered)' })).toBeTruthy();
  });
});
