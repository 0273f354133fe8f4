/** Player constants, the volume icon and keyboard shortcuts (docs/product.md §3 Repeat mode, §4 Player, §9). */
import { PEAKS_POINTS, PEAKS_PRECISION } from './peaks-points';

/** Repeat modes in the order the repeat button cycles through them. */
export const repeatModes = ['off', 'track', 'context'] as const;
export type RepeatMode = (typeof repeatModes)[number];

export const PROGRESS_POLL_MS = 500;
export const SEEK_DEBOUNCE_MS = 200;
export const DEFAULT_VOLUME = 1;
export const PLAYER_WIDTH = 512;
/** Previous restarts the current track instead once more than this much of it has played. */
export const PREVIOUS_RESTARTS_AFTER_SECONDS = 3;
/** How far the arrow-key shortcuts move. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** wavesurfer.js options of the waveform; red progress and grey rest come from theme tokens in the UI. */
export const WAVEFORM_OPTIONS = { height: 64, width: 400, barWidth: 1, barGap: 1, barRadius: 10 } as const;
/** Arguments of wavesurfer's `exportPeaks`. */
export const WAVEFORM_PEAKS = { maxLength: PEAKS_POINTS, precision: PEAKS_PRECISION } as const;
export const WAVEFORM_MAX_CANVAS_WIDTH = 8000;
export const WAVEFORM_SAMPLE_RATE = 8000;

/** A volume limited to 0…1; anything unreadable counts as 0. */
export function clampVolume(volume: number): number {
  return Number.isNaN(volume) ? 0 : Math.min(1, Math.max(0, volume));
}

export type VolumeIcon = 'muted' | 'low' | 'medium' | 'high';

/** The volume button's icon: muted at 0 or when muted, low below 0.4, medium below 0.7, else high. */
export function volumeIcon(volume: number, muted: boolean): VolumeIcon {
  if (muted || !(volume > 0)) return 'muted';
  if (volume < 0.4) return 'low';
  if (volume < 0.7) return 'medium';
  return 'high';
}

export type PlayerShortcut =
  | 'togglePlay'
  | 'seekBack'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleMute'
  | 'toggleShuffle'
  | 'cycleRepeat';

/** The parts of a `KeyboardEvent` and its target that decide a shortcut. */
export interface ShortcutEvent {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The target element's tag name, any case. */
  targetTag?: string;
  /** The target is contenteditable. */
  targetEditable?: boolean;
  targetRole?: string;
}

const typingTags = ['input', 'textarea', 'select'];
const typingRoles = ['textbox', 'combobox', 'searchbox', 'spinbutton'];
/** Widgets that use the arrow keys themselves. */
const arrowRoles = [
  'slider',
  'radio',
  'tab',
  'menuitem',
  'option',
  'listbox',
  'tree',
  'treeitem',
  'grid',
  'gridcell',
];
/** Widgets that Space activates. */
const spaceTags = ['button', 'a', 'summary'];
const spaceRoles = ['button', 'link', 'checkbox', 'switch', 'radio', 'tab', 'menuitem', 'option'];

const arrowShortcuts: Record<string, PlayerShortcut> = {
  ArrowLeft: 'seekBack',
  ArrowRight: 'seekForward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
};
const letterShortcuts: Record<string, PlayerShortcut> = {
  m: 'toggleMute',
  s: 'toggleShuffle',
  r: 'cycleRepeat',
};

/** The Latin letter pressed: the key itself, else the physical key, so M works on a Russian layout too. */
function latinLetter({ key, code }: ShortcutEvent): string | null {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase();
  const physical = /^Key([A-Z])$/.exec(code ?? '');
  return physical?.[1] ? physical[1].toLowerCase() : null;
}

const isSpace = ({ key, code }: ShortcutEvent) => key === ' ' || key === 'Spacebar' || code === 'Space';

/**
 * The player shortcut a key press means, or null. Never while typing in a field (input, textarea, select,
 * contenteditable, role textbox/combobox/searchbox/spinbutton) or with Ctrl, Meta or Alt held; arrows are
 * left to sliders and other arrow-driven widgets, Space to buttons, links and checkboxes.
 */
export function shortcutFor(event: ShortcutEvent): PlayerShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const tag = event.targetTag?.toLowerCase() ?? '';
  const role = event.targetRole?.toLowerCase() ?? '';
  if (event.targetEditable || typingTags.includes(tag) || typingRoles.includes(role)) return null;
  const arrow = arrowShortcuts[event.key];
  if (arrow) return arrowRoles.includes(role) ? null : arrow;
  if (isSpace(event)) return spaceTags.includes(tag) || spaceRoles.includes(role) ? null : 'togglePlay';
  const letter = latinLetter(event);
  return (letter && letterShortcuts[letter]) || null;
}
