import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { DragTexts } from '../../components/sortable-list';
import { requestIdle } from '../../hooks/request-idle';

/** What one row of a sortable list applies once dnd-kit is there (from `useSortable`). */
export interface SortableBindings {
  setNodeRef: Ref<HTMLElement>;
  setActivatorNodeRef: Ref<HTMLElement>;
  /** The handle's attributes (role description, `aria-pressed`, `aria-describedby`) and sensor listeners. */
  handleProps: Record<string, unknown>;
  /** CSS `transform` of the row while it moves, if any. */
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

/** The rows' bindings by id, filled by the binders the dnd-kit chunk renders beside the list. */
export class SortableBindingsStore {
  private readonly bindings = new Map<string, SortableBindings>();
  private readonly listeners = new Set<() => void>();

  get(id: string): SortableBindings | undefined {
    return this.bindings.get(id);
  }

  /** Keeps a row's bindings; tells the rows when any of them changed. */
  set(id: string, next: SortableBindings): void {
    const current = this.bindings.get(id);
    if (current && sameBindings(current, next)) return;
    this.bindings.set(id, next);
    this.notify();
  }

  delete(id: string): void {
    if (this.bindings.delete(id)) this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}

function sameBindings(a: SortableBindings, b: SortableBindings): boolean {
  return (
    a.setNodeRef === b.setNodeRef &&
    a.setActivatorNodeRef === b.setActivatorNodeRef &&
    a.transform === b.transform &&
    a.transition === b.transition &&
    a.isDragging === b.isDragging &&
    shallowEqual(a.handleProps, b.handleProps)
  );
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const BindingsContext = createContext<SortableBindingsStore | null>(null);

/**
 * A row's sortable bindings, or undefined until the reordering code has loaded (the row draws the same,
 * with its handle not yet draggable). The row's element tree is the same either way, so nothing in it
 * remounts when the bindings arrive: focus on its handle or an open menu stays.
 */
export function useSortableBindings(id: string): SortableBindings | undefined {
  const store = useContext(BindingsContext);
  const subscribe = store?.subscribe ?? noSubscribe;
  return useSyncExternalStore(
    subscribe,
    () => store?.get(id),
    () => undefined,
  );
}

const noSubscribe = () => () => undefined;

/** The attribute a row's drag handle carries: its item's id (a press before the code is there is replayed). */
export const HANDLE_ATTRIBUTE = 'data-sortable-handle';

export interface BindersProps {
  items: readonly { id: string; title: string }[];
  say: DragTexts;
  onMove(fromId: string, toId: string): void;
  store: SortableBindingsStore;
}

type Binders = ComponentType<BindersProps>;

let binders: Binders | null = null;
let loadingBinders: Promise<Binders> | null = null;

/** Loads the dnd-kit chunk once per page. */
function loadBinders(): Promise<Binders> {
  loadingBinders ??= import('./sortable-binders').then((module) => {
    binders = module.SortableBinders;
    return binders;
  });
  return loadingBinders;
}

/** A press on a handle before the reordering code was there: replayed on the handle once it is. */
type Pending =
  | { kind: 'key'; handle: HTMLElement; init: KeyboardEventInit }
  | { kind: 'pointer'; handle: HTMLElement; init: PointerEventInit; released: boolean };

const startKeys = ['Space', 'Enter'];

/** The list element's handlers that bring the reordering code in on the first hover, focus or press. */
export interface SortableListTriggers {
  onPointerOver(event: PointerEvent): void;
  onFocus(event: FocusEvent): void;
  onPointerDownCapture(event: PointerEvent): void;
  onKeyDownCapture(event: KeyboardEvent): void;
}

interface DeferredSortableListProps extends Omit<BindersProps, 'store'> {
  /** The list; rows take their bindings with `useSortableBindings`, handles carry `HANDLE_ATTRIBUTE`. */
  children(triggers: SortableListTriggers): ReactNode;
}

/**
 * A vertical list reordered by dragging a handle (src/ui/components/sortable-list.tsx) whose dnd-kit code
 * loads after the list has drawn (when the page is idle) or on the list's first hover, focus or press.
 * dnd-kit's context is rendered beside the list, not around it, with one binder per row reporting the row's
 * `useSortable` bindings through a store: the list's element tree never changes, so loading keeps focus
 * and open menus. A press on a handle (Space, Enter, the pointer) made before the code arrived is replayed
 * on the handle once it has, so the first pick-up works.
 */
export function DeferredSortableList({ items, say, onMove, children }: DeferredSortableListProps) {
  const [store] = useState(() => new SortableBindingsStore());
  const [Loaded, setLoaded] = useState<Binders | null>(() => binders);
  const pending = useRef<Pending | null>(null);
  const requested = useRef(false);

  const load = () => {
    if (binders || requested.current) return;
    requested.current = true;
    loadBinders().then(
      (loaded) => setLoaded(() => loaded),
      () => {
        // Offline without the chunk cached: the list stays usable, without reordering; a later try may work.
        loadingBinders = null;
        requested.current = false;
      },
    );
  };

  useEffect(() => {
    if (Loaded) return undefined;
    return requestIdle(load);
  }, [Loaded]);

  // The press made before the code arrived, replayed once the rows have their bindings.
  useEffect(() => {
    if (!Loaded) return undefined;
    const timer = setTimeout(() => {
      const press = pending.current;
      pending.current = null;
      if (!press || !press.handle.isConnected) return;
      if (!store.get(press.handle.getAttribute(HANDLE_ATTRIBUTE) ?? '')) return;
      if (press.kind === 'key') {
        if (document.activeElement !== press.handle) return;
        press.handle.dispatchEvent(new window.KeyboardEvent('keydown', press.init));
      } else if (!press.released) {
        press.handle.dispatchEvent(new window.PointerEvent('pointerdown', press.init));
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [Loaded, store]);

  const handleOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(`[${HANDLE_ATTRIBUTE}]`) : null;

  const triggers: SortableListTriggers = {
    onPointerOver: load,
    onFocus: load,
    onPointerDownCapture(event) {
      if (binders) return;
      load();
      const handle = handleOf(event.target);
      if (!handle || !event.isPrimary || event.button !== 0) return;
      const press: Pending = {
        kind: 'pointer',
        handle,
        released: false,
        init: {
          bubbles: true,
          cancelable: true,
          composed: true,
          isPrimary: true,
          button: 0,
          buttons: 1,
          pointerId: event.pointerId,
          pointerType: event.pointerType,
          clientX: event.clientX,
          clientY: event.clientY,
          screenX: event.screenX,
          screenY: event.screenY,
        },
      };
      pending.current = press;
      const release = () => {
        press.released = true;
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
    },
    onKeyDownCapture(event) {
      if (binders) return;
      const handle = handleOf(event.target);
      if (!handle || event.target !== handle || !startKeys.includes(event.code)) return;
      load();
      event.preventDefault();
      pending.current = {
        kind: 'key',
        handle,
        init: { bubbles: true, cancelable: true, composed: true, code: event.code, key: event.key },
      };
    },
  };

  return (
    <BindingsContext.Provider value={store}>
      {children(triggers)}
      {Loaded ? <Loaded items={items} say={say} onMove={onMove} store={store} /> : null}
    </BindingsContext.Provider>
  );
}
