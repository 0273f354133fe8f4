/** The channel the tabs of one browser use to agree that only one of them plays. */
const PLAYER_CHANNEL = 'cueline.player';

interface PlayingMessage {
  type: 'playing';
  tab: string;
}

const isPlayingMessage = (data: unknown): data is PlayingMessage =>
  typeof data === 'object' && data !== null && (data as PlayingMessage).type === 'playing';

export interface TabLock {
  /** Tells the other tabs that this one started playing. */
  claim(): void;
  close(): void;
}

/** Only one tab plays: `claim()` here makes every other tab call its `onOtherTabPlays`. */
export function createTabLock(onOtherTabPlays: () => void): TabLock {
  if (typeof BroadcastChannel === 'undefined') return { claim: () => undefined, close: () => undefined };
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel(PLAYER_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isPlayingMessage(event.data) && event.data.tab !== tab) onOtherTabPlays();
  };
  return {
    claim: () => channel.postMessage({ type: 'playing', tab } satisfies PlayingMessage),
    close: () => channel.close(),
  };
}
