import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { fixedT, registerBundles } from '../i18n/bundles';
import {
  densities,
  genres,
  instruments,
  moods,
  tempoNames,
  trackLanguages,
  trackVersions,
  vocalTypes,
  type Density,
  type Genre,
  type Instrument,
  type Mood,
  type TempoName,
  type TrackFacetGroup,
  type TrackLanguage,
  type TrackVersion,
  type VocalType,
} from '../../domain/catalog';

/** Labels of every fixed catalogue list (src/domain/catalog.ts), as their own i18next namespace. */
export const CATALOG_OPTIONS_NS = 'catalogOptions';

/** The values of each list, keyed like the chip groups of the search (`trackFacetGroups`). */
export const catalogOptionValues = {
  genres,
  moods,
  instruments,
  tempo: tempoNames,
  density: densities,
  vocalType: vocalTypes,
  language: trackLanguages,
  version: trackVersions,
} as const satisfies Record<TrackFacetGroup, readonly string[]>;

interface OptionLabels {
  group: Record<TrackFacetGroup | 'explicit' | 'instrumental', string>;
  genres: Record<Genre, string>;
  moods: Record<Mood, string>;
  instruments: Record<Instrument, string>;
  tempo: Record<TempoName, string>;
  density: Record<Density, string>;
  vocalType: Record<VocalType, string>;
  language: Record<TrackLanguage, string>;
  version: Record<TrackVersion, string>;
}

const en: OptionLabels = {
  group: {
    genres: 'Genres',
    moods: 'Moods',
    instruments: 'Instruments',
    tempo: 'Tempo',
    density: 'Density',
    vocalType: 'Vocal type',
    language: 'Language',
    version: 'Version',
    explicit: 'Explicit',
    instrumental: 'Instrumental',
  },
  genres: {
    ambient: 'Ambient',
    blues: 'Blues',
    cinematic: 'Cinematic',
    classical: 'Classical',
    country: 'Country',
    electronic: 'Electronic',
    folk: 'Folk',
    funk: 'Funk',
    'hip-hop': 'Hip-hop',
    jazz: 'Jazz',
    latin: 'Latin',
    'lo-fi': 'Lo-fi',
    orchestral: 'Orchestral',
    pop: 'Pop',
    rnb: 'R&B',
    reggae: 'Reggae',
    rock: 'Rock',
    soul: 'Soul',
    synthwave: 'Synthwave',
    world: 'World',
  },
  moods: {
    calm: 'Calm',
    dark: 'Dark',
    dreamy: 'Dreamy',
    energetic: 'Energetic',
    epic: 'Epic',
    happy: 'Happy',
    hopeful: 'Hopeful',
    melancholic: 'Melancholic',
    mysterious: 'Mysterious',
    playful: 'Playful',
    romantic: 'Romantic',
    sad: 'Sad',
    suspenseful: 'Suspenseful',
    tense: 'Tense',
    triumphant: 'Triumphant',
    uplifting: 'Uplifting',
  },
  instruments: {
    piano: 'Piano',
    'acoustic-guitar': 'Acoustic guitar',
    'electric-guitar': 'Electric guitar',
    bass: 'Bass',
    drums: 'Drums',
    percussion: 'Percussion',
    strings: 'Strings',
    violin: 'Violin',
    cello: 'Cello',
    brass: 'Brass',
    saxophone: 'Saxophone',
    flute: 'Flute',
    synth: 'Synth',
    pads: 'Pads',
    organ: 'Organ',
    bells: 'Bells',
    choir: 'Choir',
    vocals: 'Vocals',
  },
  tempo: {
    Largo: 'Largo',
    Adagio: 'Adagio',
    Andante: 'Andante',
    Moderato: 'Moderato',
    Allegro: 'Allegro',
    Presto: 'Presto',
    Prestissimo: 'Prestissimo',
  },
  density: { low: 'Low', medium: 'Medium', high: 'High' },
  vocalType: { male: 'Male', female: 'Female', mixed: 'Mixed', choir: 'Choir', none: 'No vocals' },
  language: {
    en: 'English',
    ru: 'Russian',
    es: 'Spanish',
    fr: 'French',
    de: 'German',
    it: 'Italian',
    pt: 'Portuguese',
    ja: 'Japanese',
    ko: 'Korean',
    zh: 'Chinese',
    other: 'Other',
  },
  version: {
    original: 'Original',
    cover: 'Cover',
    instrumental: 'Instrumental',
    acapella: 'A cappella',
    remix: 'Remix',
    remake: 'Remake',
    changed: 'Changed',
    variation: 'Variation',
  },
};

const ru: OptionLabels = {
  group: {
    genres: 'Жанры',
    moods: 'Настроение',
    instruments: 'Инструменты',
    tempo: 'Темп',
    density: 'Плотность',
    vocalType: 'Вокал',
    language: 'Язык',
    version: 'Версия',
    explicit: 'Ненормативная лексика',
    instrumental: 'Инструментал',
  },
  genres: {
    ambient: 'Эмбиент',
    blues: 'Блюз',
    cinematic: 'Кинематографичная',
    classical: 'Классика',
    country: 'Кантри',
    electronic: 'Электроника',
    folk: 'Фолк',
    funk: 'Фанк',
    'hip-hop': 'Хип-хоп',
    jazz: 'Джаз',
    latin: 'Латина',
    'lo-fi': 'Лоу-фай',
    orchestral: 'Оркестровая',
    pop: 'Поп',
    rnb: 'R&B',
    reggae: 'Регги',
    rock: 'Рок',
    soul: 'Соул',
    synthwave: 'Синтвейв',
    world: 'Этника',
  },
  moods: {
    calm: 'Спокойное',
    dark: 'Мрачное',
    dreamy: 'Мечтательное',
    energetic: 'Энергичное',
    epic: 'Эпичное',
    happy: 'Радостное',
    hopeful: 'Обнадёживающее',
    melancholic: 'Меланхоличное',
    mysterious: 'Загадочное',
    playful: 'Игривое',
    romantic: 'Романтичное',
    sad: 'Грустное',
    suspenseful: 'Напряжённое ожидание',
    tense: 'Тревожное',
    triumphant: 'Торжественное',
    uplifting: 'Воодушевляющее',
  },
  instruments: {
    piano: 'Фортепиано',
    'acoustic-guitar': 'Акустическая гитара',
    'electric-guitar': 'Электрогитара',
    bass: 'Бас',
    drums: 'Ударные',
    percussion: 'Перкуссия',
    strings: 'Струнные',
    violin: 'Скрипка',
    cello: 'Виолончель',
    brass: 'Духовые медные',
    saxophone: 'Саксофон',
    flute: 'Флейта',
    synth: 'Синтезатор',
    pads: 'Пэды',
    organ: 'Орган',
    bells: 'Колокола',
    choir: 'Хор',
    vocals: 'Вокал',
  },
  tempo: {
    Largo: 'Ларго',
    Adagio: 'Адажио',
    Andante: 'Анданте',
    Moderato: 'Модерато',
    Allegro: 'Аллегро',
    Presto: 'Престо',
    Prestissimo: 'Престиссимо',
  },
  density: { low: 'Низкая', medium: 'Средняя', high: 'Высокая' },
  vocalType: { male: 'Мужской', female: 'Женский', mixed: 'Смешанный', choir: 'Хор', none: 'Без вокала' },
  language: {
    en: 'Английский',
    ru: 'Русский',
    es: 'Испанский',
    fr: 'Французский',
    de: 'Немецкий',
    it: 'Итальянский',
    pt: 'Португальский',
    ja: 'Японский',
    ko: 'Корейский',
    zh: 'Китайский',
    other: 'Другой',
  },
  version: {
    original: 'Оригинал',
    cover: 'Кавер',
    instrumental: 'Инструментал',
    acapella: 'А капелла',
    remix: 'Ремикс',
    remake: 'Ремейк',
    changed: 'Изменённая',
    variation: 'Вариация',
  },
};

/** Flat keys `<list>.<value>` (the app runs i18next without a key separator). */
function flatten(labels: OptionLabels): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [list, values] of Object.entries(labels)) {
    for (const [value, label] of Object.entries(values as Record<string, string>)) result[`${list}.${value}`] = label;
  }
  return result;
}

export const catalogOptionsResources = { en: flatten(en), ru: flatten(ru) } as const;

/** Adds the bundle to an i18next instance once per language (other languages fall back to English). */
export function registerCatalogOptionsBundle(i18n: I18n): void {
  registerBundles(i18n, CATALOG_OPTIONS_NS, catalogOptionsResources);
}

export interface CatalogOptionLabels {
  /** The label of one value of a list, e.g. `option('genres', 'lo-fi')` → "Lo-fi"; unknown values come back as they are. */
  option(list: TrackFacetGroup, value: string): string;
  /** The name of a list (a chip group), or of the explicit and instrumental switches. */
  group(list: TrackFacetGroup | 'explicit' | 'instrumental'): string;
}

/** Registers the bundle and returns the label functions in `language`. */
export function catalogOptionLabels(i18n: I18n, language: string): CatalogOptionLabels {
  registerCatalogOptionsBundle(i18n);
  const fixed = fixedT(i18n, CATALOG_OPTIONS_NS, language);
  return {
    option: (list, value) => fixed(`${list}.${value}`, { defaultValue: value }),
    group: (list) => fixed(`group.${list}`, { defaultValue: list }),
  };
}

/** The catalogue list labels in the current language. */
export function useCatalogOptions(): CatalogOptionLabels {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => catalogOptionLabels(i18n, language), [i18n, language]);
}
