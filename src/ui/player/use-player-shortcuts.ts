import { useEffect } from 'react';
import { shortcutAction, shortcutFor, type PlayerShortcut } from '../../domain/player';
import { usePlayerContext } from '../hooks/use-player';

/** Lists that use the keyboard themselves (drag and drop reordering). */
const ownKeys = '[data-player-keys="own"], [aria-roledescription="sortable"]';

function targetOf(event: KeyboardEvent) {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    targetTag: target?.tagName,
    targetEditable: target?.isContentEditable ?? false,
    targetRole: target?.getAttribute('role') ?? undefined,
  };
}

/** Shortcuts that may repeat while their key is held down. */
const repeating: readonly PlayerShortcut[] = ['seekBack', 'seekForward', 'volumeUp', 'volumeDown'];

/** Space, arrows, M, S and R drive the player while a track is current; never while typing in a field. */
export function usePlayerShortcuts(): void {
  const { store, controls, audio } = usePlayerContext();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const state = store.getState();
      if (event.defaultPrevented || state.currentId === null) return;
      if (event.target instanceof Element && event.target.closest(ownKeys)) return;
      const { key, code, ctrlKey, metaKey, altKey } = event;
      const shortcut = shortcutFor({ key, code, ctrlKey, metaKey, altKey, ...targetOf(event) });
      if (!shortcut || (event.repeat && !repeating.includes(shortcut))) return;
      event.preventDefault();
      // The element's own time is fresher than the last 500 ms poll.
      const currentTime = audio.readyState > 0 ? audio.currentTime : state.currentTime;
      controls.dispatch(shortcutAction(shortcut, { ...state, currentTime }));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, controls, audio]);
}
