import { lazy, Suspense, useState, type ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenLoading } from '../../src/ui/app/screen-loading';
import { renderUi } from './support/render';

/** A lazily loaded screen whose code arrives when the test says so. */
function deferredScreen(Screen: ComponentType) {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Screen });
  });
  return { Lazy: lazy(() => loaded), arrive: () => act(async () => arrive()) };
}

/** The shell's frame: a header button outside the content area, and the routed screen inside `main`. */
function Shell({ screens }: { screens: Record<string, ComponentType<{ go(name: string): void }>> }) {
  const [name, setName] = useState('first');
  const Screen = screens[name]!;
  return (
    <>
      <button onClick={() => setName('third')}>Header link</button>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<ScreenLoading />}>
          <Screen go={setName} />
        </Suspense>
      </main>
    </>
  );
}

describe('the screen loading indicator', () => {
  it('shows a labelled spinner, keeps the first screen’s focus, and puts focus lost with a screen on the content', async () => {
    const first = deferredScreen(() => <h1>First</h1>);
    const second = deferredScreen(() => <h1>Second</h1>);
    const third = deferredScreen(() => <h1>Third</h1>);
    const screens = {
      first: (props: { go(name: string): void }) => (
        <>
          <first.Lazy />
          <button onClick={() => props.go('second')}>Open second</button>
        </>
      ),
      second: () => <second.Lazy />,
      third: () => <third.Lazy />,
    };
    const { user } = await renderUi(<Shell screens={screens} />);

    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    await first.arrive();
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);

    // The focused link goes away with its screen: once the next screen is here, the content has focus.
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    await second.arrive();
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(document.activeElement).toBe(document.getElementById('main'));

    // Focus that stayed in the header stays there.
    const headerLink = screen.getByRole('button', { name: 'Header link' });
    await user.click(headerLink);
    await third.arrive();
    expect(screen.getByRole('heading', { name: 'Third' })).toBeTruthy();
    expect(document.activeElement).toBe(headerLink);
  });

  it('speaks Russian', async () => {
    const Never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    await renderUi(
      <Suspense fallback={<ScreenLoading />}>
        <Never />
      </Suspense>,
      { language: 'ru' },
    );
    expect(screen.getByText('Загрузка страницы…')).toBeTruthy();
  });
});
