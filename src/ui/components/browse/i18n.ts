import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { fixedT, registerBundles } from '../../i18n/bundles';

/** Strings of the albums, artists, home rows and track details screens: their own i18next namespace. */
export const BROWSE_NS = 'browse';

const en = {
  newReleases: 'New releases',
  albums: 'Albums',
  artists: 'Artists',
  rowEmpty: 'Nothing here yet.',
  scrollBack: 'Scroll {{row}} back',
  scrollOn: 'Scroll {{row}} on',
  loading: 'Loading…',
  loadError: 'Could not load: {{message}}',
  retry: 'Retry',
  by: 'by {{name}}',
  released: 'Released',
  totalDuration: 'Total duration',
  trackCount: 'Tracks: {{count}}',
  albumCount: 'Albums: {{count}}',
  tracks: 'Tracks',
  noTracks: 'No tracks yet.',
  noAlbums: 'No albums yet.',
  albumsEmpty: 'No albums found.',
  loadMore: 'Show more',
  albumNotFound: 'Album not found',
  artistNotFound: 'Artist not found',
  notFoundText: 'It may have been removed, or the link is wrong.',
  backToAlbums: 'Go to the catalogue',
  topArtists: 'Artists with the most tracks',
  allArtists: 'All artists',
  allArtistsLink: 'All artists A–Z',
  searchArtists: 'Search artists by name',
  letterIndex: 'Jump to a letter',
  artistsEmpty: 'No artists found.',
  bio: 'Biography',
  noBio: 'No biography yet.',
  website: 'Website',
  discography: 'Discography',
  cover: 'Cover of {{title}}',
  photo: 'Photo of {{name}}',
  trackDetails: 'Track details',
  close: 'Close',
  noCover: 'No cover',
  album: 'Album',
  waveform: 'Waveform of {{title}}',
  waveformError: 'The waveform could not be loaded.',
  genres: 'Genres',
  moods: 'Moods',
  instruments: 'Instruments',
  tags: 'Tags',
  tempo: 'Tempo',
  bpm: '{{bpm}} BPM',
  density: 'Density',
  vocalType: 'Vocals',
  language: 'Language',
  version: 'Version',
  isrc: 'ISRC',
  releaseDate: 'Release date',
  explicit: 'Explicit',
  instrumental: 'Instrumental',
  technical: 'Technical data',
  duration: 'Duration',
  bitrate: 'Bitrate',
  kbps: '{{value}} kbps',
  sampleRate: 'Sample rate',
  khz: '{{value}} kHz',
  codec: 'Codec',
  lyrics: 'Lyrics',
  comments: 'Comments',
  download: 'Download',
  metadata: 'About the track',
  none: '—',
} as const;

export type BrowseKey = keyof typeof en;

const ru: Record<BrowseKey, string> = {
  newReleases: 'Новые релизы',
  albums: 'Альбомы',
  artists: 'Исполнители',
  rowEmpty: 'Здесь пока пусто.',
  scrollBack: 'Прокрутить «{{row}}» назад',
  scrollOn: 'Прокрутить «{{row}}» вперёд',
  loading: 'Загрузка…',
  loadError: 'Не удалось загрузить: {{message}}',
  retry: 'Повторить',
  by: '{{name}}',
  released: 'Дата выхода',
  totalDuration: 'Общая длительность',
  trackCount: 'Треков: {{count}}',
  albumCount: 'Альбомов: {{count}}',
  tracks: 'Треки',
  noTracks: 'Треков пока нет.',
  noAlbums: 'Альбомов пока нет.',
  albumsEmpty: 'Альбомы не найдены.',
  loadMore: 'Показать ещё',
  albumNotFound: 'Альбом не найден',
  artistNotFound: 'Исполнитель не найден',
  notFoundText: 'Возможно, он удалён или ссылка неверна.',
  backToAlbums: 'Перейти в каталог',
  topArtists: 'Исполнители с наибольшим числом треков',
  allArtists: 'Все исполнители',
  allArtistsLink: 'Все исполнители от А до Я',
  searchArtists: 'Поиск исполнителя по имени',
  letterIndex: 'Перейти к букве',
  artistsEmpty: 'Исполнители не найдены.',
  bio: 'Биография',
  noBio: 'Биографии пока нет.',
  website: 'Сайт',
  discography: 'Дискография',
  cover: 'Обложка «{{title}}»',
  photo: 'Фото: {{name}}',
  trackDetails: 'О треке',
  close: 'Закрыть',
  noCover: 'Нет обложки',
  album: 'Альбом',
  waveform: 'Волновая форма «{{title}}»',
  waveformError: 'Не удалось загрузить волновую форму.',
  genres: 'Жанры',
  moods: 'Настроения',
  instruments: 'Инструменты',
  tags: 'Теги',
  tempo: 'Темп',
  bpm: '{{bpm}} уд/мин',
  density: 'Плотность',
  vocalType: 'Вокал',
  language: 'Язык',
  version: 'Версия',
  isrc: 'ISRC',
  releaseDate: 'Дата выхода',
  explicit: 'Ненормативная лексика',
  instrumental: 'Инструментал',
  technical: 'Технические данные',
  duration: 'Длительность',
  bitrate: 'Битрейт',
  kbps: '{{value}} кбит/с',
  sampleRate: 'Частота дискретизации',
  khz: '{{value}} кГц',
  codec: 'Кодек',
  lyrics: 'Текст песни',
  comments: 'Комментарии',
  download: 'Скачать',
  metadata: 'О треке',
  none: '—',
};

export const browseResources = { en, ru } as const;

/** Adds the bundle to an i18next instance once per language (other languages fall back to English). */
export function registerBrowseBundle(i18n: I18n): void {
  registerBundles(i18n, BROWSE_NS, browseResources);
}

export type BrowseT = (key: BrowseKey, params?: Record<string, string | number>) => string;

export function browseTranslator(i18n: I18n, language: string): BrowseT {
  registerBrowseBundle(i18n);
  const fixed = fixedT(i18n, BROWSE_NS, language);
  return (key, params = {}) => fixed(key, params);
}

/** A translate function for the browse keys, following the current language. */
export function useBrowseT(): BrowseT {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => browseTranslator(i18n, language), [i18n, language]);
}
