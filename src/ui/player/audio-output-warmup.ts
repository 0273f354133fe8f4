/**
 * The browser starts its audio output (Chromium: the audio service and an output stream) the first time a
 * page makes a sound, and that start lands on the first Play: a first play in a freshly started browser
 * took 385–440 ms to sound against 130–200 ms for later ones (bench/README.md, "Player start"). A silent
 * Web Audio context started on the page's first click or key press moves that start to a moment when
 * nobody is waiting for sound. It is closed again once running, so no output stream stays open.
 *
 * Only after a user gesture: a context made before one is refused by autoplay policies (and Chromium
 * warns in the console about it).
 */

type AudioContextClass = typeof AudioContext;

const gestureEvents = ['pointerdown', 'keydown'] as const;

let started = false;

function audioContextClass(): AudioContextClass | null {
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Starts and closes one silent context; every failure only means the first play is not faster. */
function warmOnce(): void {
  if (started) return;
  const Context = audioContextClass();
  if (!Context) return;
  started = true;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return;
  }
  const close = () => void context.close().catch(() => undefined);
  if (context.state === 'running') close();
  else context.resume().then(close, close);
}

/**
 * Waits for the page's first trusted click or key press and warms the audio output then (once per page).
 * Returns the undo for listeners still waiting.
 */
export function warmAudioOutputOnFirstGesture(): () => void {
  if (started || typeof window === 'undefined') return () => undefined;
  const onGesture = (event: Event) => {
    if (!event.isTrusted) return;
    remove();
    warmOnce();
  };
  const remove = () => {
    for (const type of gestureEvents) window.removeEventListener(type, onGesture, { capture: true });
  };
  for (const type of gestureEvents)
    window.addEventListener(type, onGesture, { capture: true, passive: true });
  return remove;
}
