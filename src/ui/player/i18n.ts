import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { fixedT, registerBundles } from '../i18n/bundles';

/** The player's strings, registered as their own i18next namespace. */
export const PLAYER_NS = 'player';

const en = {
  region: 'Player',
  controls: 'Playback controls',
  play: 'Play',
  pause: 'Pause',
  playTrack: 'Play {{title}}',
  pauseTrack: 'Pause {{title}}',
  next: 'Next track',
  previous: 'Previous track',
  shuffle: 'Shuffle',
  repeat: 'Repeat',
  repeatOff: 'Repeat: off',
  repeatTrack: 'Repeat: track',
  repeatContext: 'Repeat: list',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  seek: 'Playback position',
  positionText: '{{time}} of {{duration}}',
  close: 'Close player',
  expand: 'Open now playing',
  collapse: 'Close now playing',
  nowPlaying: 'Now playing',
  queue: 'Queue',
  queueEmpty: 'The queue is empty.',
  queueButton: 'Queue',
  moreActions: 'More actions for {{title}}',
  playNext: 'Play next',
  addToQueue: 'Add to queue',
  playAll: 'Play all',
  moveToEnd: 'Move to the end',
  removeFromQueue: 'Remove from queue',
  reorder: 'Reorder {{title}}',
  playFromQueue: 'Play {{title}} from the queue',
  current: 'Now playing',
  cover: 'Cover of {{title}}',
  noCover: 'No cover',
  waveform: 'Waveform of {{title}}',
  waveformLoading: 'Loading the waveform…',
  waveformError: 'The waveform could not be loaded.',
  queuedNext: '{{title}} plays next',
  queuedLast: '{{title}} added to the queue',
  dragStart: 'Picked up {{title}}, position {{position}} of {{total}}.',
  dragOver: '{{title}} moved to position {{position}} of {{total}}.',
  dragEnd: '{{title}} dropped at position {{position}} of {{total}}.',
  dragCancel: 'Reordering cancelled; {{title}} stays where it was.',
  dragHint: 'Press Space or Enter to pick up a track, the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
  errorNoSupport: 'This browser cannot play audio.',
  errorNoCodec: 'This browser cannot play this audio format.',
  errorDecode: 'The audio could not be decoded.',
  errorNeedsGesture: 'Playback needs a user interaction: press Play to start it.',
  errorLoad: 'error while loading audio',
} as const;

export type PlayerKey = keyof typeof en;

const ru: Record<PlayerKey, string> = {
  region: 'Плеер',
  controls: 'Управление воспроизведением',
  play: 'Воспроизвести',
  pause: 'Пауза',
  playTrack: 'Воспроизвести {{title}}',
  pauseTrack: 'Пауза: {{title}}',
  next: 'Следующий трек',
  previous: 'Предыдущий трек',
  shuffle: 'Перемешать',
  repeat: 'Повтор',
  repeatOff: 'Повтор: выключен',
  repeatTrack: 'Повтор: трек',
  repeatContext: 'Повтор: список',
  mute: 'Выключить звук',
  unmute: 'Включить звук',
  volume: 'Громкость',
  seek: 'Позиция воспроизведения',
  positionText: '{{time}} из {{duration}}',
  close: 'Закрыть плеер',
  expand: 'Открыть «Сейчас играет»',
  collapse: 'Закрыть «Сейчас играет»',
  nowPlaying: 'Сейчас играет',
  queue: 'Очередь',
  queueEmpty: 'Очередь пуста.',
  queueButton: 'Очередь',
  moreActions: 'Другие действия: {{title}}',
  playNext: 'Воспроизвести следующим',
  addToQueue: 'Добавить в очередь',
  playAll: 'Воспроизвести всё',
  moveToEnd: 'Переместить в конец',
  removeFromQueue: 'Убрать из очереди',
  reorder: 'Переместить {{title}}',
  playFromQueue: 'Воспроизвести {{title}} из очереди',
  current: 'Сейчас играет',
  cover: 'Обложка: {{title}}',
  noCover: 'Нет обложки',
  waveform: 'Звуковая волна: {{title}}',
  waveformLoading: 'Загрузка звуковой волны…',
  waveformError: 'Не удалось загрузить звуковую волну.',
  queuedNext: '{{title}} будет воспроизведён следующим',
  queuedLast: '{{title}} добавлен в очередь',
  dragStart: 'Трек {{title}} взят, позиция {{position}} из {{total}}.',
  dragOver: 'Трек {{title}} перемещён на позицию {{position}} из {{total}}.',
  dragEnd: 'Трек {{title}} оставлен на позиции {{position}} из {{total}}.',
  dragCancel: 'Перемещение отменено; трек {{title}} остался на месте.',
  dragHint: 'Пробел или Enter — взять трек, стрелки — переместить, пробел или Enter — оставить, Escape — отменить.',
  errorNoSupport: 'Этот браузер не умеет воспроизводить аудио.',
  errorNoCodec: 'Этот браузер не поддерживает формат этого аудио.',
  errorDecode: 'Не удалось декодировать аудио.',
  errorNeedsGesture: 'Для воспроизведения нужно действие пользователя: нажмите «Воспроизвести».',
  errorLoad: 'ошибка при загрузке аудио',
};

export const playerResources = { en, ru } as const;

/** Adds the bundle to an i18next instance once per language (other languages fall back to English). */
export function registerPlayerBundle(i18n: I18n): void {
  registerBundles(i18n, PLAYER_NS, playerResources);
}

export type PlayerT = (key: PlayerKey, params?: Record<string, string | number>) => string;

/** Registers the bundle and returns a translate function for the player keys in `language`. */
export function playerTranslator(i18n: I18n, language: string): PlayerT {
  registerPlayerBundle(i18n);
  const fixed = fixedT(i18n, PLAYER_NS, language);
  return (key, params = {}) => fixed(key, params);
}

/** A translate function for the player keys, following the current language. */
export function usePlayerT(): PlayerT {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => playerTranslator(i18n, language), [i18n, language]);
}
