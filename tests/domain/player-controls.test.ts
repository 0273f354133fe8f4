import { describe, expect, it } from 'vitest';
import {
  PLAYER_WIDTH,
  PROGRESS_POLL_MS,
  SEEK_DEBOUNCE_MS,
  shortcutAction,
  shortcutFor,
  volumeIcon,
  WAVEFORM_MAX_CANVAS_WIDTH,
  WAVEFORM_OPTIONS,
  WAVEFORM_PEAKS,
  WAVEFORM_SAMPLE_RATE,
  type ShortcutEvent,
} from '../../src/domain/player';
import { started } from './player-factory';

describe('volume icon and constants (docs/product.md §9)', () => {
  it.each([
    [0, false, 'muted'],
    [0.8, true, 'muted'],
    [0.39, false, 'low'],
    [0.4, false, 'medium'],
    [0.69, false, 'medium'],
    [0.7, false, 'high'],
    [1, false, 'high'],
  ] as const)('volume icon at %s (muted %s) is %s', (volume, muted, icon) => {
    expect(volumeIcon(volume, muted)).toBe(icon);
  });
  it('keeps the constants of docs/product.md §9', () => {
    expect([PROGRESS_POLL_MS, SEEK_DEBOUNCE_MS, PLAYER_WIDTH]).toEqual([500, 200, 512]);
    expect(WAVEFORM_OPTIONS).toEqual({ height: 64, width: 400, barWidth: 1, barGap: 1, barRadius: 10 });
    expect(WAVEFORM_PEAKS).toEqual({ maxLength: 8000, precision: 10000 });
    expect([WAVEFORM_MAX_CANVAS_WIDTH, WAVEFORM_SAMPLE_RATE]).toEqual([8000, 8000]);
  });
});

describe('keyboard shortcuts', () => {
  it.each([
    [' ', 'togglePlay'],
    ['ArrowLeft', 'seekBack'],
    ['ArrowRight', 'seekForward'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['m', 'toggleMute'],
    ['S', 'toggleShuffle'],
    ['r', 'cycleRepeat'],
    ['x', null],
    ['Enter', null],
  ])('%j → %s', (key, shortcut) => expect(shortcutFor({ key, targetTag: 'BODY' })).toBe(shortcut));
  it('letters also work by physical key on other layouts', () => {
    expect(shortcutFor({ key: 'ь', code: 'KeyM' })).toBe('toggleMute');
  });
  it('shortcuts are ignored while typing in a field', () => {
    const fields: Partial<ShortcutEvent>[] = [
      { targetTag: 'INPUT' },
      { targetTag: 'textarea' },
      { targetTag: 'select' },
      { targetEditable: true },
      { targetRole: 'textbox' },
      { targetRole: 'combobox' },
      { targetRole: 'searchbox' },
    ];
    for (const field of fields)
      for (const key of [' ', 'm', 'ArrowLeft']) expect(shortcutFor({ key, ...field })).toBeNull();
  });
  it('arrows are left to sliders, Space to buttons', () => {
    expect(shortcutFor({ key: 'ArrowUp', targetRole: 'slider' })).toBeNull();
    expect(shortcutFor({ key: 'm', targetRole: 'slider' })).toBe('toggleMute');
    expect(shortcutFor({ key: ' ', targetTag: 'BUTTON' })).toBeNull();
    expect(shortcutFor({ key: 'ArrowRight', targetTag: 'BUTTON' })).toBe('seekForward');
  });
  it('shortcuts are ignored with Ctrl, Meta or Alt held', () => {
    for (const held of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      expect(shortcutFor({ key: 's', ...held })).toBeNull();
    }
  });
  it('arrows seek by 5 s and step the volume by 0.1', () => {
    const state = started('a', 'a', { currentTime: 10, volume: 0.7 });
    expect(shortcutAction('seekBack', state)).toEqual({ type: 'seek', time: 5 });
    expect(shortcutAction('seekForward', state)).toEqual({ type: 'seek', time: 15 });
    expect(shortcutAction('volumeUp', state)).toEqual({ type: 'setVolume', volume: 0.8 });
    expect(shortcutAction('volumeDown', state)).toEqual({ type: 'setVolume', volume: 0.6 });
    expect(shortcutAction('toggleMute', state)).toEqual({ type: 'toggleMute' });
  });
});
